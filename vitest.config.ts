import { defineConfig } from 'vitest/config';

// Unit tests are pure; integration tests get a fresh database per file (tests/support/test-database.ts).
// In both, an unexpected console.error or console.warn fails the test (tests/support/fail-on-console.ts).
const setupFiles = ['tests/support/fail-on-console.ts'];
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
          setupFiles,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
          setupFiles,
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          // Migrates one database per run; each file copies it (tests/support/test-database.ts).
          globalSetup: ['tests/support/global-setup.ts'],
        },
      },
    ],
  },
});
