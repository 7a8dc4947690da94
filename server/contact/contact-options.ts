import { regionName } from '#server/shared/country-names.rules.js';
import type { FormOption } from '#server/shared/form-option.types.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translate } from '#server/shared/translation.js';
import { CALLING_CODES, CONTACT_ORGANIZATIONS } from './contact.schemas.js';

/** The contact form's choices (docs/decisions/163): the value is what is validated and sent; the label is for reading. */
export interface ContactFormOptions {
  organizations: FormOption[];
  /** Value: the calling code ("+52"); label: its countries ("Mexico" / "México"). */
  callingCodes: FormOption[];
}

export function contactFormOptions(locale: Locale): ContactFormOptions {
  return {
    organizations: CONTACT_ORGANIZATIONS.map((value) => ({ value, label: translate(locale, value) })),
    callingCodes: CALLING_CODES.map((entry) => ({
      value: entry.code,
      label: locale === 'en' ? entry.country : entry.regions.map((region) => regionName(region, locale)).join(' / '),
    })),
  };
}
