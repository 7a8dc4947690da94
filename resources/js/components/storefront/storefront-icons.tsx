import type { SVGProps } from 'react';
import { StrokeIcon } from '#js/components/icons';

// Icons the storefront pages need beyond components/icons.tsx (24px grid, currentColor, decorative).

type IconProps = SVGProps<SVGSVGElement>;

const Stroke = StrokeIcon;

export const ChevronLeftIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m15 18-6-6 6-6" />
  </Stroke>
);

export const ChevronRightIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m9 18 6-6-6-6" />
  </Stroke>
);

export const ChevronsLeftIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m11 17-5-5 5-5M18 17l-5-5 5-5" />
  </Stroke>
);

export const ChevronsRightIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="m13 17 5-5-5-5M6 17l5-5-5-5" />
  </Stroke>
);

export const PauseIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M9 5v14M15 5v14" />
  </Stroke>
);

export const PlayIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M7 4.5v15l12-7.5Z" />
  </Stroke>
);

export const BoltIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M13 2 4 14h7l-1 8 9-12h-7Z" />
  </Stroke>
);

export const HeadsetIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="14" width="4" height="6" rx="1.5" />
    <rect x="17" y="14" width="4" height="6" rx="1.5" />
    <path d="M20 20a3 3 0 0 1-3 2h-3" />
  </Stroke>
);

export const FileTextIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </Stroke>
);

export const VideoIcon = (props: IconProps) => (
  <Stroke {...props}>
    <rect x="3" y="6" width="13" height="12" rx="2" />
    <path d="m16 10 5-3v10l-5-3" />
  </Stroke>
);

export const BookIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2Z" />
    <path d="M4 21V5M8 7h7" />
  </Stroke>
);

export const ClockIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7v5l3 2" />
  </Stroke>
);

export const UsersIcon = (props: IconProps) => (
  <Stroke {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 7M18 14a6.5 6.5 0 0 1 3.5 6" />
  </Stroke>
);

export const FilterIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M3 5h18l-7 8v6l-4 2v-8Z" />
  </Stroke>
);

export const QuoteIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" width="1em" height="1em" {...props}>
    <path d="M4 18v-5.5C4 8.4 6.3 5.6 10 5l.6 1.8C8.5 7.5 7.5 9 7.4 11H10v7Zm10 0v-5.5c0-4.1 2.3-6.9 6-7.5l.6 1.8c-2.1.7-3.1 2.2-3.2 4.2H20v7Z" />
  </svg>
);

export const ExternalLinkIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Stroke>
);

export const RefreshIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M20 11a8 8 0 0 0-14.9-3M4 4v4h4M4 13a8 8 0 0 0 14.9 3M20 20v-4h-4" />
  </Stroke>
);

export const PlusIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M12 5v14M5 12h14" />
  </Stroke>
);

export const MinusIcon = (props: IconProps) => (
  <Stroke {...props}>
    <path d="M5 12h14" />
  </Stroke>
);
