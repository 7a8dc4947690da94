import { describe, expect, it } from 'vitest';
import {
  collectInitialChunks,
  findEntryKey,
  findOverBudget,
  findZodLoaders,
  listPageKeys,
  measureInitialJs,
  ZOD_MARKER,
  type ViteManifest,
} from '#scripts/build/initial-js.js';

// A small build: the entry imports react and a shared chunk; the shop page imports the shared chunk and a
// helper that imports zod; the checkout page loads PayPal only through a dynamic import.
const MANIFEST: ViteManifest = {
  'resources/js/app.tsx': {
    file: 'assets/app.js',
    src: 'resources/js/app.tsx',
    isEntry: true,
    imports: ['_react.js', '_shared.js'],
    dynamicImports: ['resources/js/pages/home.tsx', 'resources/js/pages/shop/index.tsx', 'resources/js/pages/checkout/index.tsx'],
    css: ['assets/app.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_shared.js': { file: 'assets/shared.js', imports: ['_react.js'] },
  '_filters.js': { file: 'assets/filters.js', imports: ['_zod.js', '_shared.js'] },
  '_zod.js': { file: 'assets/zod.js' },
  '_paypal.js': { file: 'assets/paypal.js', imports: ['_react.js'] },
  'resources/js/layouts/account-layout.tsx': { file: 'assets/account-layout.js', isDynamicEntry: true, imports: ['_shared.js'] },
  'resources/js/pages/home.tsx': { file: 'assets/home.js', src: 'resources/js/pages/home.tsx', isDynamicEntry: true, imports: ['_shared.js'] },
  'resources/js/pages/shop/index.tsx': {
    file: 'assets/shop.js',
    src: 'resources/js/pages/shop/index.tsx',
    isDynamicEntry: true,
    imports: ['_filters.js', '_react.js'],
  },
  'resources/js/pages/checkout/index.tsx': {
    file: 'assets/checkout.js',
    src: 'resources/js/pages/checkout/index.tsx',
    isDynamicEntry: true,
    imports: ['_shared.js'],
    dynamicImports: ['_paypal.js'],
  },
};

/** Incompressible bytes of a given length, so gzip cannot hide a file that is wrongly counted. */
function noise(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let state = seed;
  for (let index = 0; index < length; index += 1) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    bytes[index] = state >>> 16;
  }
  return bytes;
}

const SIZES: Record<string, number> = {
  'assets/app.js': 1000,
  'assets/react.js': 2000,
  'assets/shared.js': 300,
  'assets/filters.js': 400,
  'assets/zod.js': 5000,
  'assets/paypal.js': 9000,
  'assets/home.js': 100,
  'assets/shop.js': 200,
  'assets/checkout.js': 700,
  'assets/account-layout.js': 600,
};
const readAsset = (file: string) => {
  const bytes = noise(SIZES[file], file.length);
  // zod's chunk carries the marker the bench looks for, in the middle of the file as in a real build.
  if (file === 'assets/zod.js') bytes.write(ZOD_MARKER, 100);
  return bytes;
};

describe('initial JS from the Vite manifest', () => {
  it('finds the entry and lists the page components', () => {
    expect(findEntryKey(MANIFEST)).toBe('resources/js/app.tsx');
    expect(listPageKeys(MANIFEST)).toEqual([
      'resources/js/pages/checkout/index.tsx',
      'resources/js/pages/home.tsx',
      'resources/js/pages/shop/index.tsx',
    ]);
  });

  it('follows static imports recursively and counts a shared chunk once', () => {
    const chunks = collectInitialChunks(MANIFEST, ['resources/js/app.tsx', 'resources/js/pages/shop/index.tsx']);
    expect(chunks.sort()).toEqual(['_filters.js', '_react.js', '_shared.js', '_zod.js', 'resources/js/app.tsx', 'resources/js/pages/shop/index.tsx']);
  });

  it('does not count dynamic imports (the other pages, PayPal)', () => {
    const checkout = measureInitialJs(MANIFEST, 'resources/js/pages/checkout/index.tsx', readAsset);
    expect(checkout.page).toBe('checkout/index');
    expect(checkout.files.sort()).toEqual(['assets/app.js', 'assets/checkout.js', 'assets/react.js', 'assets/shared.js']);
    expect(checkout.rawBytes).toBe(1000 + 700 + 2000 + 300);
  });

  it('counts a frame that loads with the page', () => {
    const withFrame = measureInitialJs(MANIFEST, 'resources/js/pages/home.tsx', readAsset, ['resources/js/layouts/account-layout.tsx']);
    expect(withFrame.files.sort()).toEqual(['assets/account-layout.js', 'assets/app.js', 'assets/home.js', 'assets/react.js', 'assets/shared.js']);
    expect(withFrame.rawBytes).toBe(1000 + 100 + 2000 + 300 + 600);
  });

  it('adds up raw and gzipped bytes of every file in the set', () => {
    const shop = measureInitialJs(MANIFEST, 'resources/js/pages/shop/index.tsx', readAsset);
    expect(shop.files).toHaveLength(6);
    expect(shop.rawBytes).toBe(1000 + 2000 + 300 + 400 + 5000 + 200);
    // Random bytes do not compress: the gzipped total is a little above the raw one (headers), never far below.
    expect(shop.gzipBytes).toBeGreaterThan(shop.rawBytes);
    expect(shop.gzipBytes).toBeLessThan(shop.rawBytes + 6 * 200);
  });

  it('tells which pages load zod up front', () => {
    const measured = listPageKeys(MANIFEST).map((key) => measureInitialJs(MANIFEST, key, readAsset));
    expect(Object.fromEntries(measured.map((entry) => [entry.page, entry.loadsZod]))).toEqual({
      'checkout/index': false,
      home: false,
      'shop/index': true,
    });
  });

  it('names the budgeted pages above the budget, and a budgeted page missing from the build', () => {
    const measured = listPageKeys(MANIFEST).map((key) => measureInitialJs(MANIFEST, key, readAsset));
    expect(findOverBudget(measured, ['home', 'shop/index'], 5_000)).toEqual([
      expect.stringMatching(/^shop\/index: 9\.\d KB gzipped, budget 5\.0 KB$/),
    ]);
    expect(findOverBudget(measured, ['home', 'checkout/index'], 5_000)).toEqual([]);
    expect(findOverBudget(measured, ['home', 'shop/index'], 20_000)).toEqual([]);
    expect(findOverBudget(measured, ['shop/product-detail'], 20_000)).toEqual(['shop/product-detail: not in the Vite manifest']);
  });

  it('names the formless pages that load zod', () => {
    const measured = listPageKeys(MANIFEST).map((key) => measureInitialJs(MANIFEST, key, readAsset));
    expect(findZodLoaders(measured, ['home', 'shop/index'])).toEqual(['shop/index: loads zod before it renders (it sends no form)']);
    expect(findZodLoaders(measured, ['home', 'checkout/index'])).toEqual([]);
  });

  it('refuses a manifest whose imports name a chunk it does not have', () => {
    const broken: ViteManifest = { ...MANIFEST, '_shared.js': { file: 'assets/shared.js', imports: ['_gone.js'] } };
    expect(() => collectInitialChunks(broken, ['resources/js/app.tsx'])).toThrow('The Vite manifest has no chunk _gone.js.');
  });
});
