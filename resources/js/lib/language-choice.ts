import { router } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { msg, showLocale, type Locale } from '#js/i18n';
import { jsonCall } from './http';

// The ENG/ESP switch (issue 18): the server keeps the choice (a cookie, and the profile of a signed-in user), the
// page changes language at once, and a reload fetches what the server says in the new language (messages, product
// texts) without leaving the page.

export const LANGUAGES = [
  { code: 'en', label: 'ENG', name: 'English' },
  { code: 'es', label: 'ESP', name: 'Español' },
] as const satisfies readonly { code: Locale; label: string; name: string }[];

/** The label a screen reader hears on the language button. */
export const LANGUAGE_BUTTON_LABEL = msg('Language: {{name}} ({{label}})');

export async function chooseLanguage(locale: Locale): Promise<void> {
  await jsonCall('POST', route('locale.set'), { locale });
  await showLocale(locale);
  router.reload();
}
