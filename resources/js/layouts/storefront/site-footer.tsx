import { Link } from '@inertiajs/react';
import type { ComponentType, SVGProps } from 'react';
import { route } from '#server/storefront-route-table';
import { ShieldMark } from '#js/components/brand-logo';
import { FacebookIcon, InstagramIcon, LockIcon, PhoneIcon, ShieldCheckIcon, YoutubeIcon } from '#js/components/icons';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { msg, useTranslation } from '#js/i18n';
import { navLabel, type NavLink } from './nav-items';

const LEARN_LINKS: NavLink[] = [
  { label: msg('About the Women’s Center'), href: route('client.about.the-women-center') },
  { label: msg('Play It Safe'), href: route('client.about.play-it-safe') },
  { label: msg('Testimonials'), href: route('client.about.testimonials') },
  { label: msg('FAQ'), href: route('client.about.faq') },
];

const ISSUE_LINKS: NavLink[] = [
  { label: msg('Child Sexual Abuse'), href: route('client.about.child-sexual-abuse') },
  { label: msg('Myths and Facts'), href: route('client.about.myths-facts') },
  { label: msg('Statistics'), href: route('client.about.statistics') },
  { label: msg('Resources'), href: route('client.about.resources') },
];

const HELP_LINKS: NavLink[] = [
  { label: msg('Contact Us'), href: route('client.contact.us') },
  { label: msg('Shopping Cart'), href: route('shopping.cart') },
  { label: msg('Privacy Policy'), href: route('client.privacy.policy') },
  { label: msg('Terms of Use'), href: route('client.terms.of.use') },
];

// The center's social pages are not known yet (spec §2: footer links other than privacy and terms are
// placeholders), so these are shown but not linked.
const SOCIAL_PLACEHOLDERS: { label: string; Icon: ComponentType<SVGProps<SVGSVGElement>> }[] = [
  { label: 'Facebook', Icon: FacebookIcon },
  { label: 'Instagram', Icon: InstagramIcon },
  { label: 'YouTube', Icon: YoutubeIcon },
];

export function SiteFooter() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="mt-auto bg-brand-900 text-brand-100 [&_:focus-visible]:outline-sun-400">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-10 px-4 pt-14 pb-10 sm:px-6 md:grid-cols-3 lg:grid-cols-[1.4fr_1fr_1fr_1fr]">
        <div className="col-span-2 md:col-span-3 lg:col-span-1">
          <p className="flex items-center gap-3 text-xl font-extrabold text-white">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-white shadow-sm">
              <ShieldMark className="size-8" />
            </span>
            {t('Play It Safe')}
          </p>
          <p className="mt-4 max-w-sm leading-relaxed text-brand-100">
            {t(
              'A child-abuse-prevention curriculum from {{center}}: classroom programs, videos and books that teach children from Pre-K through high school how to stay safe, and help the adults around them listen.',
              { center: CENTER_CONTACT.name },
            )}
          </p>
          <ul className="mt-6 space-y-2 text-sm">
            <li className="flex items-center gap-2">
              <ShieldCheckIcon className="size-4 text-sun-400" /> {t('Safe, trusted resources')}
            </li>
            <li className="flex items-center gap-2">
              <LockIcon className="size-4 text-sun-400" /> {t('Private, secure checkout')}
            </li>
            <li className="flex items-center gap-2">
              <PhoneIcon className="size-4 text-sun-400" />
              <a href={CENTER_CONTACT.phoneHref} className="rounded hover:text-white hover:underline">
                {CENTER_CONTACT.phoneDisplay}
              </a>
            </li>
          </ul>
        </div>
        <FooterColumn title={t('Learn')} links={LEARN_LINKS} />
        <FooterColumn title={t('The Issue')} links={ISSUE_LINKS} />
        <div>
          <FooterColumn title={t('Help')} links={HELP_LINKS} />
          <p className="mt-8 text-sm font-bold tracking-[0.12em] text-white uppercase">{t('Follow us')}</p>
          <ul className="mt-3 flex gap-2" aria-label={t('Social media (links not yet available)')}>
            {SOCIAL_PLACEHOLDERS.map(({ label, Icon }) => (
              <li key={label}>
                <span
                  className="flex size-10 items-center justify-center rounded-full bg-white/10 text-brand-100"
                  title={t('{{name}} (link not yet available)', { name: label })}
                >
                  <Icon className="size-5" />
                  <span className="sr-only">{t('{{name}} (link not yet available)', { name: label })}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-brand-200 sm:px-6 md:flex-row md:items-center md:justify-between">
          <p>{t('© {{year}} {{center}}. All rights reserved.', { year, center: CENTER_CONTACT.name })}</p>
          <p className="flex gap-5">
            <Link href={route('client.privacy.policy')} className="rounded hover:text-white hover:underline">
              {t('Privacy Policy')}
            </Link>
            <Link href={route('client.terms.of.use')} className="rounded hover:text-white hover:underline">
              {t('Terms of Use')}
            </Link>
          </p>
        </div>
      </div>
    </footer>
  );
}

function FooterColumn({ title, links }: { title: string; links: NavLink[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('Footer: {{title}}', { title })}>
      <h2 className="text-sm font-bold tracking-[0.12em] text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <Link href={link.href} className="rounded text-brand-100 hover:text-white hover:underline">
              {navLabel(t, link)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
