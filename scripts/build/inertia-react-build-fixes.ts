import type { Plugin } from 'vite';

/**
 * Two changes to @inertiajs/react's build, in the browser's bundle only (the server renderer loads the package as it
 * is). Each fails the build if the package's code no longer reads as expected, rather than silently doing nothing.
 *
 * - Its `forwardRef(...)` components are marked pure, so the build drops the one no page uses, `<Form>` (about 2 KB
 *   gzipped of every page, docs/decisions/100-js-budget.md): React is CommonJS, so the bundler cannot know that its
 *   forwardRef has no side effect, nor that setting a component's `displayName` has none (a component in use loses
 *   only its name, which React's production build does not show).
 * - `<App>` reads its layout-props store with `useSyncExternalStore(subscribe, store.get, () => emptySnapshot)`: the
 *   hydration snapshot is another object than the store's, so right after hydrating React sees the store "changed"
 *   and renders the whole page again, synchronously, in one long task (docs/decisions/169). Hydrating from the store's
 *   own snapshot renders the same (no page sets layout props; both are empty) and needs no second render.
 */
export function inertiaReactBuildFixes(): Plugin {
  const replaceOrFail = (code: string, pattern: RegExp, replacement: string) => {
    if (!pattern.test(code)) throw new Error(`@inertiajs/react changed: ${pattern} no longer matches (scripts/build/inertia-react-build-fixes.ts)`);
    return code.replace(pattern, replacement);
  };
  return {
    name: 'inertia-react-build-fixes',
    transform(code: string, id: string, options?: { ssr?: boolean }) {
      if (options?.ssr || !id.includes('/@inertiajs/react/dist/index.js')) return null;
      let fixed = replaceOrFail(code, /= (forwardRef\d*)\(/g, '= /* @__PURE__ */ $1(');
      fixed = replaceOrFail(fixed, /^(\w+)\.displayName = ("\w+");$/gm, '/* @__PURE__ */ Object.assign($1, { displayName: $2 });');
      fixed = replaceOrFail(fixed, /useSyncExternalStore(\d*)\(store\.subscribe, store\.get, \(\) => emptySnapshot\)/, 'useSyncExternalStore$1(store.subscribe, store.get, store.get)');
      return { code: fixed, map: null };
    },
  };
}
