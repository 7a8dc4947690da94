import type { Locale } from '#server/shared/locales.rules.js';
import { translate } from '#server/shared/translation.js';
import { HEARD_ABOUT_US_OPTIONS, HEARD_ABOUT_US_WITH_DETAIL, ORGANIZATION_TYPES, US_STATES } from './account-fields.schemas.js';
import type { AccountFormOptions } from './accounts.pages.js';

/**
 * The choices of the registration and profile forms: the value is what is sent, validated and stored (the English
 * option, a state's code); the label is shown in the visitor's language (docs/decisions/163).
 */
export function accountFormOptions(locale: Locale): AccountFormOptions {
  const option = (value: string, english: string = value) => ({ value, label: translate(locale, english) });
  return {
    heardAboutUs: HEARD_ABOUT_US_OPTIONS.map((value) => option(value)),
    heardAboutUsWithDetail: HEARD_ABOUT_US_WITH_DETAIL,
    organizationTypes: ORGANIZATION_TYPES.map((value) => option(value)),
    states: US_STATES.map(([code, name]) => option(code, name)),
  };
}
