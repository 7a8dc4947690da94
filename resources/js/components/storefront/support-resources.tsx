import { PhoneIcon } from '#js/components/icons';
import { msg, useTranslation } from '#js/i18n';
import { ExternalLinkIcon } from './storefront-icons';

// Storefront §2 "Resources": four support organizations, each with its site and phone. Numbers checked against
// each organization's own pages (docs/decisions/020); change them here only. Names stay as the organizations write them.
export interface SupportOrganization {
  name: string;
  purpose: string;
  phoneDisplay: string;
  /** Said after the number, in brackets. */
  phoneNote?: string;
  phoneHref: string;
  site: string;
  siteLabel: string;
  /** Said after the site's name, in brackets. */
  siteNote?: string;
  hours: string;
}

export const SUPPORT_ORGANIZATIONS: SupportOrganization[] = [
  {
    name: 'Texas Abuse Hotline (Department of Family and Protective Services)',
    purpose:
      msg(
        'Report suspected abuse or neglect of a child in Texas. Use the phone line when a child may need help within 24 hours; the website is for situations that are not urgent.',
      ),
    phoneDisplay: '1-800-252-5400',
    phoneHref: 'tel:+18002525400',
    site: 'https://www.txabusehotline.org',
    siteLabel: 'txabusehotline.org',
    hours: msg('24 hours a day, 7 days a week'),
  },
  {
    name: 'Childhelp National Child Abuse Hotline',
    purpose:
      msg(
        'Professional crisis counselors for children, parents and anyone worried about a child. They listen, help you think through next steps and connect you with local help. They do not take reports themselves.',
      ),
    phoneDisplay: '1-800-422-4453',
    phoneNote: msg('call or text'),
    phoneHref: 'tel:+18004224453',
    site: 'https://www.childhelphotline.org',
    siteLabel: 'childhelphotline.org',
    hours: msg('24 hours a day, 7 days a week'),
  },
  {
    name: 'RAINN National Sexual Assault Hotline',
    purpose:
      msg(
        'Free, confidential support for survivors of sexual violence of any age and the people who care about them, routed to a trained staff member at a sexual assault service provider near you.',
      ),
    phoneDisplay: '1-800-656-4673',
    phoneHref: 'tel:+18006564673',
    site: 'https://rainn.org',
    siteLabel: 'rainn.org',
    siteNote: msg('online chat too'),
    hours: msg('24 hours a day, 7 days a week'),
  },
  {
    name: 'Stop It Now Helpline',
    purpose:
      msg(
        'Confidential guidance for adults who are worried about how someone, an adult or a child, behaves around children, including their own thoughts or behavior.',
      ),
    phoneDisplay: '1-888-773-8368',
    phoneHref: 'tel:+18887738368',
    site: 'https://www.stopitnow.org',
    siteLabel: 'stopitnow.org',
    hours: msg('See the website for helpline hours'),
  },
];

/** The four organizations as cards; every page about the issue ends with them. */
export function SupportResources({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div>
      <p className="rounded-2xl border border-rose-200 bg-rose-50 px-5 py-4 font-semibold text-rose-900" role="note">
        {t('If a child is in immediate danger, call 911.')}
      </p>
      <ul className="mt-6 grid gap-5 md:grid-cols-2">
        {SUPPORT_ORGANIZATIONS.map((organization) => (
          <li key={organization.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Heading className="text-lg font-bold text-slate-900">{organization.name}</Heading>
            <p className="mt-2 flex-1 leading-relaxed text-slate-700">{t(organization.purpose)}</p>
            <p className="mt-3 text-sm text-slate-600">{t(organization.hours)}</p>
            <div className="mt-4 flex flex-wrap gap-3">
              <a
                href={organization.phoneHref}
                className="inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
              >
                <PhoneIcon className="size-4" />
                {organization.phoneDisplay}
                {organization.phoneNote ? ` (${t(organization.phoneNote)})` : null}
              </a>
              <a
                href={organization.site}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-2 rounded-full border border-brand-200 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
              >
                {organization.siteLabel}
                {organization.siteNote ? ` (${t(organization.siteNote)})` : null}
                <ExternalLinkIcon className="size-4" />
                <span className="sr-only">{t('(opens in a new tab)')}</span>
              </a>
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}
