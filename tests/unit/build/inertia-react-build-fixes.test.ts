import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { inertiaReactBuildFixes } from '#scripts/build/inertia-react-build-fixes.js';

// The browser build's two changes to @inertiajs/react (docs/decisions/100 and 169), run on the installed package.
const dist = readFileSync(new URL(import.meta.resolve('@inertiajs/react')), 'utf8');
const transform = (code: string, options?: { ssr?: boolean }) =>
  (inertiaReactBuildFixes().transform as (code: string, id: string, options?: { ssr?: boolean }) => { code: string } | null)(
    code,
    '/app/node_modules/@inertiajs/react/dist/index.js',
    options,
  );

describe('the browser build of @inertiajs/react', () => {
  it('hydrates <App> from the layout-props store’s own snapshot, so React renders the page once, not again after', () => {
    expect(dist).toContain('store.get, () => emptySnapshot)');
    const fixed = transform(dist)!.code;
    expect(fixed).toMatch(/useSyncExternalStore\d*\(store\.subscribe, store\.get, store\.get\)/);
    expect(fixed).not.toContain('() => emptySnapshot)');
  });

  it('marks the forwardRef components pure and their displayName assignments droppable', () => {
    const fixed = transform(dist)!.code;
    expect(fixed).toMatch(/var Form = \/\* @__PURE__ \*\/ forwardRef\d*\(/);
    expect(fixed).toContain('/* @__PURE__ */ Object.assign(Form, { displayName: "InertiaForm" });');
  });

  it('fails the build when the package no longer reads as expected, and leaves the server build and other files alone', () => {
    expect(() => transform(dist.replace('() => emptySnapshot)', '() => initialSnapshot)'))).toThrow(/@inertiajs\/react changed/);
    expect(transform(dist, { ssr: true })).toBeNull();
    expect((inertiaReactBuildFixes().transform as (code: string, id: string) => unknown)('x', '/app/src/other.js')).toBeNull();
  });
});
