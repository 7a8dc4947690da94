import { format } from 'node:util';
import { afterEach } from 'vitest';

// An unexpected console.error or console.warn fails the test that caused it (Epic Stack's habit): a warning
// nobody reads is a bug nobody fixes. A test that expects one says so with allowConsole().
// Loaded for every vitest project through setupFiles (vitest.config.ts).

type ConsoleLevel = 'error' | 'warn';

const unexpected: string[] = [];
let allowed: { level: ConsoleLevel; pattern: RegExp }[] = [];

for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console);
  console[level] = (...args: unknown[]) => {
    const message = format(...args);
    original(...args);
    if (!allowed.some((entry) => entry.level === level && entry.pattern.test(message))) {
      unexpected.push(`console.${level}: ${message}`);
    }
  };
}

/** Lets the current test write console `level` messages that match `pattern` (reset after each test). */
export function allowConsole(level: ConsoleLevel, pattern: RegExp): void {
  allowed.push({ level, pattern });
}

afterEach(() => {
  const messages = unexpected.splice(0);
  allowed = [];
  if (messages.length > 0) {
    throw new Error(`Unexpected console output (use allowConsole() if the test expects it):\n${messages.join('\n')}`);
  }
});
