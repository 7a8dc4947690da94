import { expect, type Page } from '@playwright/test';

/**
 * Picks a language with the header's ENG/ESP menu, as a visitor would. The menu's code arrives just after the page
 * starts; a click in that instant can be lost (the stand-in hands over to the menu, which does not open: a known race
 * of the deferred menus, noted for its own fix), so the menu is clicked until it shows the choice.
 */
export async function chooseLanguageInMenu(page: Page, language: 'English' | 'Español'): Promise<void> {
  const button = page.getByRole('button', { name: /^(Idioma|Language): / }).first();
  const choice = page.getByRole('menuitemradio', { name: new RegExp(language) });
  await expect(async () => {
    if (!(await choice.isVisible())) await button.click();
    await expect(choice).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await choice.click();
}
