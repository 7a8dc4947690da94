import { useEffect, useId, useRef, type ComponentType, type KeyboardEvent, type SVGProps } from 'react';
import type { VisitorType } from '#server/http/shared-props.types';
import { ShieldMark } from '#js/components/brand-logo';
import { ArrowRightIcon, FamilyIcon, SchoolIcon } from '#js/components/icons';
import { MODAL_PANEL_CLASSES, NATIVE_DIALOG_CLASSES } from '#js/components/popups/modal-classes';
import { msg, useTranslation } from '#js/i18n';
import { storeVisitorType } from '#js/lib/visitor-type';

const JOURNEYS: {
  visitorType: VisitorType;
  title: string;
  line: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  tone: { card: string; icon: string; button: string };
}[] = [
  {
    visitorType: 'schools',
    title: msg('For Schools/Organizations'),
    line: msg('One-hour classroom presentations from Pre-K to high school, with videos, scripts and materials.'),
    Icon: SchoolIcon,
    tone: {
      card: 'border-brand-200 bg-brand-50/60 hover:border-brand-400',
      icon: 'bg-brand-700 text-white',
      button: 'bg-brand-700 text-white hover:bg-brand-800',
    },
  },
  {
    visitorType: 'parent',
    title: msg('For Parents/Individuals'),
    line: msg('Rent or buy the videos and books to talk about body safety with the children in your life.'),
    Icon: FamilyIcon,
    tone: {
      card: 'border-amber-200 bg-amber-50/70 hover:border-amber-400',
      icon: 'bg-sun-400 text-brand-900',
      button: 'bg-sun-400 text-brand-900 hover:bg-sun-500',
    },
  },
];

/** Tab past the last button comes back to the first (and Shift+Tab the other way), as in the shop's other dialogs;
 *  a modal <dialog> alone would let it leave for the browser's own controls. */
function keepTabInside(event: KeyboardEvent<HTMLDialogElement>) {
  if (event.key !== 'Tab') return;
  const buttons = event.currentTarget.querySelectorAll('button');
  const [first, last] = [buttons[0], buttons[buttons.length - 1]];
  const edge = event.shiftKey ? first : last;
  if (document.activeElement !== edge) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * 'Choose Your Journey', open while it is shown; loaded after first paint (visitor-type-popup.tsx decides when).
 * A native modal <dialog>: the browser keeps the focus inside and the page behind inert, and an outside click does
 * nothing. Each new visitor sees it on a phone's first seconds, so it runs no dialog library (decision 168).
 */
export default function VisitorTypeDialog() {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Unmounted once a journey is chosen: the focus goes to the page, not back to <body>.
    return () => document.getElementById('main-content')?.focus();
  }, []);

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={descriptionId}
      className={`${MODAL_PANEL_CLASSES} max-w-3xl p-6 sm:p-10 ${NATIVE_DIALOG_CLASSES}`}
      // Escape must not dismiss it; a browser that closes it anyway (a repeated Escape) finds it open again.
      onCancel={(event) => event.preventDefault()}
      onKeyDown={keepTabInside}
      onClose={(event) => {
        if (event.currentTarget.isConnected) event.currentTarget.showModal();
      }}
    >
      <div className="text-center">
        <ShieldMark className="mx-auto size-10 sm:size-12" />
        <p className="mt-3 text-xs sm:mt-4 sm:text-sm font-bold tracking-[0.14em] text-brand-700 uppercase">{t('Welcome to Play It Safe')}</p>
        <h2 id={titleId} className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t('Choose Your Journey')}
        </h2>
        <p id={descriptionId} className="mx-auto mt-3 max-w-xl text-[0.95rem] sm:text-base text-slate-600">
          {t('Tell us who you are shopping for, and we will show you the programs and videos made for you.')}
        </p>
      </div>
      <ul className="mt-6 grid gap-4 sm:mt-8 sm:grid-cols-2 sm:gap-5">
        {JOURNEYS.map((journey) => (
          <JourneyCard key={journey.visitorType} journey={journey} onChoose={storeVisitorType} />
        ))}
      </ul>
    </dialog>
  );
}

function JourneyCard({
  journey,
  onChoose,
}: {
  journey: (typeof JOURNEYS)[number];
  onChoose: (visitorType: VisitorType) => void;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const { Icon, tone } = journey;
  return (
    <li className={`flex min-w-0 flex-col rounded-2xl border-2 p-5 transition-colors sm:p-6 ${tone.card}`}>
      <div className="flex items-center gap-4 sm:block">
        <span className={`flex size-12 shrink-0 items-center justify-center rounded-2xl sm:size-14 ${tone.icon}`}>
          <Icon className="size-7 sm:size-8" />
        </span>
        <h3 id={headingId} className="min-w-0 text-lg leading-snug font-bold text-slate-900 sm:mt-5 sm:text-xl">
          {/* Let "Schools/Organizations" break after the slash on narrow screens. */}
          {t(journey.title).split('/').map((part, index) => (
            <span key={part}>
              {index > 0 ? (
                <>
                  /<wbr />
                </>
              ) : null}
              {part}
            </span>
          ))}
        </h3>
      </div>
      <p className="mt-3 flex-1 text-[0.95rem] leading-relaxed text-slate-700 sm:mt-2">{t(journey.line)}</p>
      <button
        type="button"
        aria-describedby={headingId}
        onClick={() => onChoose(journey.visitorType)}
        className={`mt-5 inline-flex min-h-12 sm:mt-6 items-center justify-center gap-2 rounded-full px-6 text-base font-bold shadow-sm transition-colors ${tone.button}`}
      >
        {t('Step In')}
        <ArrowRightIcon className="size-5" />
      </button>
    </li>
  );
}
