import { defineConfig } from 'vitest/config';

// Unit tests are pure; integration tests get a fresh database per file (tests/support/test-database.ts).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          environment: 'node',
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
