import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// resources/js/inertia-app.ts leaves the parts that sit beside a page (a checkout section, a dialog) out of the page
// loaders, to keep their paths and preload lists out of the entry chunk (docs/decisions/100-js-budget.md). A page left
// out by mistake could not be shown, so: every file left out exists and is no page the server renders.
const source = readFileSync('resources/js/inertia-app.ts', 'utf8');
const leftOut = [...source.matchAll(/'!\.\/pages\/([\w/-]+)\.tsx'/g)].map((match) => match[1]);

/** The component names the server's *.pages.ts files declare (`'shop/index': ShopPageProps;`). */
function declaredPages(): Set<string> {
  const names = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.pages.ts')) {
        for (const match of readFileSync(file, 'utf8').matchAll(/^\s*'?([\w/-]+)'?\??:/gm)) names.add(match[1]);
      }
    }
  };
  visit('server');
  return names;
}

describe('page loaders', () => {
  it('leave out only files that exist and are no page', () => {
    expect(leftOut.length).toBeGreaterThan(0);
    const pages = declaredPages();
    expect(pages).toContain('shop/index');
    expect(pages).toContain('checkout/index');
    for (const name of leftOut) {
      expect(existsSync(`resources/js/pages/${name}.tsx`), `${name}.tsx exists`).toBe(true);
      expect(pages.has(name), `${name} is a page the server renders`).toBe(false);
    }
  });
});
