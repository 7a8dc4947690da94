import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { placeholdersOf, readCatalogs, sourceFiles, translationKeysIn } from '#scripts/build/translation-keys.js';

// The Spanish catalogue against the code (docs/decisions/159): every text the pages translate has its Spanish, every
// Spanish text keeps its English placeholders, and the UI's catalogue holds nothing the pages no longer say.

const ROOT = path.resolve('resources/js');
// Staff pages and the development mailbox are English only; i18n/ is the machinery (its comments show examples).
const NOT_TRANSLATED = (relative: string) => /(^|\/)admin(\/|-|$)|^pages\/dev(\/|$)|^staff-pages\.ts$|^i18n(\/|$)/.test(relative);
const catalogs = readCatalogs(path.resolve('resources/lang/es'));
const spanish: Record<string, string> = Object.assign({}, ...catalogs.values());
// Server-only catalogues (server*.json: messages the server writes; mail*.json: the e-mails), never sent to pages.
const isServerCatalog = (file: string) => /^(server|mail)[\w-]*\.json$/.test(file);

const keysByFile = new Map(
  sourceFiles(ROOT, NOT_TRANSLATED).map((file) => [path.relative(ROOT, file), translationKeysIn(readFileSync(file, 'utf8'))]),
);
const usedKeys = new Set([...keysByFile.values()].flat());
// What the browser gets: every catalogue but the server's own.
const pageSpanish: Record<string, string> = Object.assign({}, ...[...catalogs].filter(([file]) => !isServerCatalog(file)).map(([, entries]) => entries));

describe('the key finder', () => {
  it('knows which catalogues stay on the server', () => {
    expect(['server.json', 'server-checkout.json', 'mail.json', 'shop.json'].map(isServerCatalog)).toEqual([true, true, true, false]);
  });

  it('reads t() and msg() with either quote and escapes', () => {
    expect(translationKeysIn(`t('Don\\'t go') + msg("Say \\"hi\\"") + format('x') + t(\`no\`)`)).toEqual(["Don't go", 'Say "hi"']);
  });
});

describe('the Spanish catalogue', () => {
  it('has a Spanish text, in a catalogue the browser gets, for every text the storefront and account pages translate', () => {
    const missing = [...keysByFile].flatMap(([file, keys]) => keys.filter((key) => !Object.hasOwn(pageSpanish, key)).map((key) => `${file}: ${key}`));
    expect(missing).toEqual([]);
  });

  it('keeps every placeholder of the English text, and no Spanish text is empty', () => {
    const wrong = Object.entries(spanish).filter(
      ([english, text]) => text.trim() === '' || placeholdersOf(english).join() !== placeholdersOf(text).join(),
    );
    expect(wrong).toEqual([]);
  });

  it('holds no text the pages no longer use (server messages and e-mails aside)', () => {
    const unused = [...catalogs]
      .filter(([file]) => !isServerCatalog(file))
      .flatMap(([file, entries]) => Object.keys(entries).filter((key) => !usedKeys.has(key)).map((key) => `${file}: ${key}`));
    expect(unused).toEqual([]);
  });

  it("has a Spanish text for every t('…') of the customer e-mails and documents the server writes", () => {
    // Their t() is translatorFor(locale) (server/shared/translation.ts); a key the catalogue lacks would be sent in
    // English to a Spanish customer without anyone noticing.
    const SERVER = path.resolve('server');
    const written = sourceFiles(SERVER, (relative) => relative.startsWith('db/')).filter((file) =>
      /\.mail\.ts$|(^|\/)(branded-email|order-notices\.service|quote-document\.(service|html|pdf))\.ts$/.test(path.relative(SERVER, file)),
    );
    expect(written.length).toBeGreaterThan(10);
    const missing = written.flatMap((file) =>
      translationKeysIn(readFileSync(file, 'utf8'))
        .filter((key) => !Object.hasOwn(spanish, key))
        .map((key) => `${path.relative(SERVER, file)}: ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('says each English text once across its files', () => {
    const seen = new Map<string, string>();
    const twice: string[] = [];
    for (const [file, entries] of catalogs) {
      for (const key of Object.keys(entries)) {
        const first = seen.get(key);
        if (first) twice.push(`${key} (${first}, ${file})`);
        else seen.set(key, file);
      }
    }
    expect(twice).toEqual([]);
  });
});
