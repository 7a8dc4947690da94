import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through a page; fails when it
 * is not reached within `max` presses (out of the tab order, or behind something that traps the focus).
 */
export async function tabTo(page: Page, target: Locator, { backwards = false, max = 80 } = {}): Promise<void> {
  // The target is looked up again at each press: a menu's stand-in is replaced by the menu when its code arrives.
  for (let presses = 0; presses < max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/** The focused element's outline, or its box shadow (a focus ring), as computed: what shows where the focus is. */
export async function focusIndicatorOf(page: Page): Promise<{ element: string; outline: string; shadow: string }> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { element: 'body', outline: 'none', shadow: 'none' };
    const style = getComputedStyle(element);
    const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineWidth} ${style.outlineStyle}` : 'none';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return { element: `${element.tagName.toLowerCase()} "${name}"`, outline, shadow: style.boxShadow };
  });
}
