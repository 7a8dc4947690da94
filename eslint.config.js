import js from '@eslint/js';
import globals from 'globals';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { moduleBoundariesPlugin } from './scripts/lint/module-boundaries.js';

// Pages and parts whose every text goes through t() (docs/decisions/159): a literal English text in their JSX fails the
// lint. The list grows as areas are translated, until it is every storefront and account file.
const TRANSLATED_FILES = [
  // The frame, shared parts, home and error pages
  'resources/js/layouts/storefront/language-*.tsx',
  'resources/js/layouts/storefront-layout.tsx',
  'resources/js/layouts/storefront/*.tsx',
  'resources/js/components/{app-overlays,brand-logo,effective-address-note,password-strength-meter,pricing-lines}.tsx',
  'resources/js/components/popups/*.tsx',
  'resources/js/components/toast/*.tsx',
  'resources/js/components/ui/*.tsx',
  'resources/js/components/captcha/*.tsx',
  'resources/js/components/storefront/{breadcrumb,page-header,info-blurbs,support-resources,count-up,stats-marquee,fade-carousel,content-blocks,star-rating,storefront-icons,schools-only-notice}.tsx',
  'resources/js/pages/home.tsx',
  'resources/js/pages/error.tsx',

  // The shop, products and curriculum
  'resources/js/pages/shop/**/*.tsx',
  'resources/js/pages/curriculum/**/*.tsx',
  'resources/js/components/storefront/{product-card,product-image,price,best-sellers-slider,curriculum-content}.tsx',
  'resources/js/components/cart/add-to-cart-button.tsx',

  // Cart, checkout and order confirmation
  'resources/js/pages/cart/**/*.{ts,tsx}',
  'resources/js/pages/checkout/**/*.{ts,tsx}',
  'resources/js/pages/orders/confirmation.tsx',
  'resources/js/components/cart/*.{ts,tsx}',

  // The account area
  'resources/js/layouts/account-layout.tsx',
  'resources/js/layouts/account/*.tsx',
  'resources/js/pages/account/**/*.tsx',

  // Information pages, registration, passwords and contact
  'resources/js/pages/auth/**/*.tsx',
  'resources/js/pages/contact/**/*.tsx',
  'resources/js/pages/content/**/*.tsx',

  // (end of the list)
];

export default tseslint.config(
  { ignores: ['node_modules', 'public/build', 'build', 'server/db/generated', 'storage', 'test-results', 'playwright-report'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
    },
  },
  {
    files: ['resources/js/**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Modules import each other only through their public surface (docs/decisions/061-module-boundaries.md).
    files: ['server/**/*.{ts,tsx}', 'resources/js/**/*.{ts,tsx}'],
    plugins: { boundaries: moduleBoundariesPlugin },
    rules: { 'boundaries/module-boundaries': 'error' },
  },
  {
    files: TRANSLATED_FILES,
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // The plugin's own list, plus the route helper and prose links, whose strings are names and addresses.
          callees: {
            exclude: ['i18n(ext)?', 't', 'msg', 'require', 'addEventListener', 'removeEventListener', 'postMessage', 'getElementById', 'dispatch', 'commit', 'includes', 'indexOf', 'endsWith', 'startsWith', 'route', 'proseLink'],
          },
          // The attributes that carry words (and the slots that hold JSX); the others are names, paths and styles.
          'jsx-attributes': {
            include: ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'label', 'labelAside', 'trailing', 'hint', 'description', 'heading', 'legend', 'caption', 'fallback', 'emptyMessage'],
          },
        },
      ],
    },
  },
);
