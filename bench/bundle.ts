// npm run bench:bundle (after `npx vite build`)
//
// The initial JavaScript of every page component, read from public/build/.vite/manifest.json: files, raw KB and
// gzipped KB (level 9), and whether zod is among them. Home, the shop and the product detail page have issue 19's
// target of 120 KB gzipped and send no form, so they must not load zod. The script exits non-zero, naming the page,
// when one of them loads zod or grows above the ceiling CI enforces (below). How "initial" is counted and why the
// target is missed: docs/decisions/100-js-budget.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  findOverBudget,
  findZodLoaders,
  formatKb,
  listPageKeys,
  measureInitialJs,
  ZOD_MARKER,
  type ViteManifest,
} from '#scripts/build/initial-js.js';

/** Issue 19's target for the budgeted pages, printed with every run. */
const TARGET_BYTES = 120_000;
/**
 * What CI enforces. React 19 and Inertia 3 with the storefront frame weigh more than the target (decision 100), so
 * the ceiling sits just above today's figures, to stop growth, and comes down as they do: TARGET_BYTES once they fit.
 * Raised from 137 KB for the two languages (decision 159): the language store and the t() calls of the frame, home
 * and shop add about 2.6 KB to every page; i18next and the Spanish catalogue stay in the Spanish chunk. Lowered to
 * 131.5 KB when the page loaders, laravel-precognition and Inertia's unused <Form> left the entry (home 130.9 KB); to
 * 130 KB when the entry's static imports became one file (decision 173: home 129.7 KB).
 */
const CEILING_BYTES = 130_000;
const BUDGETED_PAGES = ['home', 'shop/index', 'shop/product-detail'] as const;

const BUILD_DIR = path.resolve('public/build');
const MANIFEST = path.join(BUILD_DIR, '.vite/manifest.json');

if (!existsSync(MANIFEST)) {
  console.error(`No Vite manifest at ${path.relative(process.cwd(), MANIFEST)}: run \`npx vite build\` first.`);
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as ViteManifest;
const readAsset = (file: string) => readFileSync(path.join(BUILD_DIR, file));
const measured = listPageKeys(manifest).map((key) => measureInitialJs(manifest, key, readAsset));
const budgeted = new Set<string>(BUDGETED_PAGES);

const nameWidth = Math.max(...measured.map((entry) => entry.page.length), 'page'.length) + 2;
console.log(
  `Initial JS per page (entry + page + static imports); pages marked * have a target of ${formatKb(TARGET_BYTES)} KB ` +
    `and a ceiling of ${formatKb(CEILING_BYTES)} KB gzipped`,
);
console.log(`${'page'.padEnd(nameWidth)}${'files'.padStart(6)}${'raw KB'.padStart(10)}${'gzip KB'.padStart(10)}${'zod'.padStart(5)}`);
for (const entry of measured) {
  const mark = !budgeted.has(entry.page)
    ? ''
    : entry.gzipBytes > CEILING_BYTES
      ? ' * OVER THE CEILING'
      : entry.gzipBytes > TARGET_BYTES
        ? ` * ${formatKb(entry.gzipBytes - TARGET_BYTES)} KB over the target`
        : ' *';
  console.log(
    `${entry.page.padEnd(nameWidth)}${String(entry.files.length).padStart(6)}${formatKb(entry.rawBytes).padStart(10)}${formatKb(entry.gzipBytes).padStart(10)}${(entry.loadsZod ? 'yes' : '').padStart(5)}${mark}`,
  );
}

const overTarget = findOverBudget(measured, BUDGETED_PAGES, TARGET_BYTES);
if (overTarget.length > 0) {
  console.log(`\nTarget of ${formatKb(TARGET_BYTES)} KB missed (docs/decisions/100-js-budget.md):\n${overTarget.map((line) => `  ${line}`).join('\n')}`);
}
const problems = [...findOverBudget(measured, BUDGETED_PAGES, CEILING_BYTES), ...findZodLoaders(measured, BUDGETED_PAGES)];
// The form pages do load zod: if none seems to, the marker no longer matches zod's build and the check is blind.
if (!measured.some((entry) => entry.loadsZod)) problems.push(`no page seems to load zod: update ZOD_MARKER (${ZOD_MARKER})`);
if (problems.length > 0) {
  console.error(`\nOver the JS budget CI enforces:\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exit(1);
}
console.log(`\nThe budgeted pages (${BUDGETED_PAGES.join(', ')}) are within ${formatKb(CEILING_BYTES)} KB gzipped and load no zod.`);
