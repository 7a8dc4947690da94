import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The texts the pages translate: every `t('...')` and `msg('...')` with a literal English text (docs/decisions/159).
// The catalogue test checks each has its Spanish; a key built at run time cannot be checked, so the code never does that.

const CALL = /\b(?:t|msg)\(\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;

/** The English texts passed to t() or msg() in one source text. */
export function translationKeysIn(source: string): string[] {
  const keys: string[] = [];
  for (const match of source.matchAll(CALL)) keys.push(unescapeLiteral(match[2] ?? '', match[1] ?? "'"));
  return keys;
}

function unescapeLiteral(body: string, quote: string): string {
  return JSON.parse(`"${body.replace(/\\'/g, "'").replace(quote === "'" ? /"/g : /(?!)/g, '\\"')}"`) as string;
}

/** Every .ts/.tsx file under a folder, minus the folders skipped (staff pages are English only). */
export function sourceFiles(dir: string, skip: (relative: string) => boolean): string[] {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      const relative = path.relative(dir, full);
      if (skip(relative)) continue;
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name)) files.push(full);
    }
  };
  walk(dir);
  return files;
}

export function readCatalogs(dir: string): Map<string, Record<string, string>> {
  const catalogs = new Map<string, Record<string, string>>();
  for (const file of readdirSync(dir).filter((name) => name.endsWith('.json')).sort()) {
    catalogs.set(file, JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Record<string, string>);
  }
  return catalogs;
}

/** The `{{name}}` placeholders of a text, sorted. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}
