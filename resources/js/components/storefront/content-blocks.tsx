import { Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { buttonClasses } from '#js/components/ui/button-classes';
import { useTranslation } from '#js/i18n';

// Building blocks of the information pages, so every page reads the same way.

/** The look of a link inside an information page's prose. */
export const PROSE_LINK_CLASSES = 'font-semibold text-brand-700 underline underline-offset-4';

/**
 * A part of a translated sentence that links its words (for rich()): a page of the shop through Inertia, anything
 * else (tel:, an outside site) as a plain link; `newTab` opens an outside site beside the shop.
 */
const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

export function proseLink(href: string, { newTab = false }: { newTab?: boolean } = {}) {
  return (text: string) =>
    href.startsWith('/') ? (
      <Link href={href} className={PROSE_LINK_CLASSES}>
        {text}
      </Link>
    ) : (
      <a href={href} className={PROSE_LINK_CLASSES} {...(newTab ? NEW_TAB : {})}>
        {text}
      </a>
    );
}

/** A readable column of text with a heading. */
export function ContentSection({ title, id, children, className = '' }: { title: string; id?: string; children: ReactNode; className?: string }) {
  return (
    <section aria-labelledby={id} className={`scroll-mt-24 ${className}`}>
      <h2 id={id} className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-lg leading-relaxed text-slate-700">{children}</div>
    </section>
  );
}

/** The page body: a centred column with generous spacing between sections. */
export function ContentBody({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return <div className={`mx-auto ${wide ? 'max-w-7xl' : 'max-w-4xl'} space-y-14 px-4 py-12 sm:px-6 sm:py-16 lg:px-8`}>{children}</div>;
}

/** A bulleted list in the text column. */
export function BulletList({ items }: { items: ReactNode[] }) {
  return (
    <ul className="space-y-2.5">
      {items.map((item, index) => (
        <li key={index} className="flex gap-3">
          <span aria-hidden="true" className="mt-2.5 size-2 shrink-0 rounded-full bg-sun-500" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** Where a figure comes from, right under it. */
export function SourceNote({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <p className="text-sm text-slate-500">
      {t('Source:')} {children}
    </p>
  );
}

/** A highlighted closing band with one or two actions. */
export function CallToAction({
  title,
  text,
  primary,
  secondary,
}: {
  title: string;
  text: string;
  primary: { label: string; href: string };
  secondary?: { label: string; href: string };
}) {
  return (
    <section className="rounded-3xl bg-linear-to-br from-brand-800 to-brand-600 px-6 py-10 text-white shadow-xl shadow-brand-900/10 sm:px-10">
      <h2 className="text-2xl font-extrabold sm:text-3xl">{title}</h2>
      <p className="mt-3 max-w-2xl text-lg text-brand-100">{text}</p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link href={primary.href} className={buttonClasses('accent', 'lg')}>
          {primary.label}
        </Link>
        {secondary ? (
          <Link href={secondary.href} className={buttonClasses('ghost', 'lg', 'text-white ring-1 ring-white/60 hover:bg-white/10')}>
            {secondary.label}
          </Link>
        ) : null}
      </div>
    </section>
  );
}
