import type { ComponentType, SVGProps } from 'react';
import { LockIcon, ShieldCheckIcon } from '#js/components/icons';
import { msg, useTranslation } from '#js/i18n';
import { BoltIcon, HeadsetIcon } from './storefront-icons';

// Storefront §1: visitors are told the resources are safe and trusted, available as instant downloads with easy
// returns, private, and supported.
const BLURBS: { title: string; text: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  {
    title: msg('Safe and trusted'),
    text: msg('Age-appropriate, never frightening lessons from a women’s center dedicated to preventing abuse.'),
    Icon: ShieldCheckIcon,
  },
  {
    title: msg('Instant downloads, easy returns'),
    text: msg('Licensed videos and guides are ready in your account as soon as your payment goes through, and returns are simple.'),
    Icon: BoltIcon,
  },
  {
    title: msg('Private'),
    text: msg('Your details stay with us. Card numbers are handled by our payment provider and never stored on our servers.'),
    Icon: LockIcon,
  },
  {
    title: msg('Supported'),
    text: msg('Questions about a program, a licence or an order? Our team is a message or a phone call away.'),
    Icon: HeadsetIcon,
  },
];

export function InfoBlurbs({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-4 ${className}`} aria-label={t('Why shop with us')}>
      {BLURBS.map(({ title, text, Icon }) => (
        <li key={title} className="flex gap-4 rounded-2xl border border-brand-100 bg-brand-50/60 p-5">
          <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
            <Icon className="size-6" />
          </span>
          <div>
            <h3 className="font-bold text-slate-900">{t(title)}</h3>
            <p className="mt-1 text-sm leading-relaxed text-slate-600">{t(text)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
