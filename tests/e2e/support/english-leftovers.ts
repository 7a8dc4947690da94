import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

// Issue 18: "switching to ESP on any page shows that page in Spanish". A Spanish page must not show an English text
// that the catalogues translate: such a text was left out of t() or translate() somewhere on its way to the page.

const CATALOGUE_DIR = path.resolve('resources/lang/es');

/**
 * A text is matched as the whole of a text on the page (a label, a button, a heading, a sentence), never inside a
 * longer one: "Middle School" inside an English product title, "Tarrant County" inside the center's name or a rule's
 * words inside a product description without a Spanish twin (docs/decisions/156) are shown as they are written.
 */
interface Pattern {
  english: string;
  whole: RegExp;
}

/** A placeholder named like a number ("{{count}}", "{{total}}") matches a number, any other one word. */
const valuePattern = (placeholder: string) => (/count|number|total|minutes|hours|days|max|min|page|limit|qty|quantity|amount|price|size|year/i.test(placeholder) ? '[\\d.,$%]+' : '\\S+');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternsOfCatalogues(): Pattern[] {
  const patterns: Pattern[] = [];
  for (const file of readdirSync(CATALOGUE_DIR).filter((name) => name.endsWith('.json'))) {
    const catalogue = JSON.parse(readFileSync(path.join(CATALOGUE_DIR, file), 'utf8')) as Record<string, string>;
    for (const [english, spanish] of Object.entries(catalogue)) {
      // Markup of rich() texts is not shown.
      const shown = english.replace(/<\/?\w+>/g, '');
      const literal = shown.replace(/\{\{[^}]*\}\}/g, '').trim();
      if (english === spanish || !/\p{L}{2}/u.test(literal)) continue;
      const source = shown
        .split(/(\{\{[^}]*\}\})/)
        .map((part) => (/^\{\{.*\}\}$/.test(part) ? valuePattern(part) : escape(part)))
        .join('');
      patterns.push({ english, whole: new RegExp(`^${source}$`, 'u') });
    }
  }
  return patterns;
}

let patterns: Pattern[] | undefined;

/** The catalogue's English texts that the page shows as they are (its text, title, labels and alternative texts). */
export async function englishLeftovers(page: Page): Promise<string[]> {
  patterns ??= patternsOfCatalogues();
  const texts = await page.evaluate(() => {
    const found = new Set<string>([document.title]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, template, [hidden]') || !parent.checkVisibility()) continue;
      found.add(node.textContent ?? '');
    }
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
      for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) found.add(element.getAttribute(attribute) ?? '');
    }
    return [...found].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);
  });
  return patterns
    .filter((pattern) => texts.some((text) => pattern.whole.test(text)))
    .map((pattern) => pattern.english);
}
