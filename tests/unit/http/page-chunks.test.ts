import { describe, expect, it } from 'vitest';
import { chunksLoadedWith, pageOnlyFiles, type ViteManifest } from '#server/http/page-chunks.js';
import { frameOf } from '#server/http/page-frames.rules.js';

// The entry shares React with every page; home and the account page import a shared card chunk; the account page
// loads with its frame, which imports its own menu chunk.
const MANIFEST: ViteManifest = {
  'resources/js/app.tsx': { file: 'assets/app.js', isEntry: true, imports: ['_react.js'], css: ['assets/app.css'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['_react.js'] },
  '_menu.js': { file: 'assets/menu.js' },
  'resources/js/layouts/account-layout.tsx': { file: 'assets/account-layout.js', imports: ['_menu.js', '_react.js'] },
  'resources/js/pages/home.tsx': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_card.js', '_react.js'] },
  'resources/js/pages/account/orders/index.tsx': { file: 'assets/orders.js', isDynamicEntry: true, imports: ['_card.js'] },
};

describe('the files a first visit preloads besides the entry', () => {
  it('are the page chunk and its static imports, without what the entry already brings', () => {
    expect(pageOnlyFiles(MANIFEST, 'home')).toEqual(['assets/home.js', 'assets/card.js']);
  });

  it('include the frame an account page loads with it', () => {
    expect(chunksLoadedWith('account/orders/index')).toEqual(['resources/js/layouts/account-layout.tsx']);
    expect(pageOnlyFiles(MANIFEST, 'account/orders/index').sort()).toEqual([
      'assets/account-layout.js',
      'assets/card.js',
      'assets/menu.js',
      'assets/orders.js',
    ]);
  });

  it('are none for a component the build does not know', () => {
    expect(pageOnlyFiles(MANIFEST, 'no/such-page')).toEqual([]);
  });
});

describe('the frame of a page', () => {
  it('is read from the folder of its component name, and names the chunks loaded with the page', () => {
    expect(frameOf('admin/orders/index')).toBe('admin');
    expect(frameOf('account/profile')).toBe('account');
    expect(frameOf('shop/index')).toBe('storefront');
    expect(frameOf('administrator')).toBe('storefront');
    expect(chunksLoadedWith('admin/orders/index')).toEqual([
      'resources/js/layouts/admin-layout.tsx',
      'resources/js/staff-pages.ts',
    ]);
    expect(chunksLoadedWith('shop/index')).toEqual([]);
  });
});
