import type { ReactNode } from 'react';
import { route } from '#server/storefront-route-table';
import { useTranslation } from '#js/i18n';
import { Breadcrumb, type Crumb } from './breadcrumb';

interface PageHeaderProps {
  title: string;
  eyebrow?: string;
  intro?: ReactNode;
  /** Crumbs between Home and this page. */
  trail?: Crumb[];
  children?: ReactNode;
}

/** The violet band that opens every information page: breadcrumb, eyebrow, title and a short introduction. */
export function PageHeader({ title, eyebrow, intro, trail = [], children }: PageHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="relative isolate overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 -z-10 size-96 rounded-full bg-sun-400/20 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-32 -left-20 -z-10 size-80 rounded-full bg-brand-500/40 blur-3xl" />
      <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
        <Breadcrumb tone="dark" items={[{ label: t('Home'), href: route('client.home') }, ...trail, { label: title }]} />
        {eyebrow ? <p className="mt-6 text-sm font-bold tracking-[0.14em] text-sun-400 uppercase">{eyebrow}</p> : null}
        <h1 className={`${eyebrow ? 'mt-2' : 'mt-6'} max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl`}>{title}</h1>
        {intro ? <div className="mt-4 max-w-3xl text-lg leading-relaxed text-brand-100">{intro}</div> : null}
        {children}
      </div>
    </header>
  );
}
