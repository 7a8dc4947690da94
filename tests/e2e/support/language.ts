import { expect, type Page } from '@playwright/test';

/** Picks a language with the header's ENG/ESP menu, as a visitor would: one click on the button, one on the choice. */
export async function chooseLanguageInMenu(page: Page, language: 'English' | 'Español'): Promise<void> {
  await page.getByRole('button', { name: /^(Idioma|Language): / }).first().click();
  const choice = page.getByRole('menuitemradio', { name: new RegExp(language) });
  await expect(choice).toBeVisible();
  await choice.click();
}
