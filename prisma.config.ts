import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'prisma/config';

const projectRoot = path.dirname(fileURLToPath(import.meta.url));

if (existsSync(path.join(projectRoot, '.env'))) process.loadEnvFile(path.join(projectRoot, '.env'));

// The CLI resolves (and, when missing, downloads) the native schema engine before every command,
// even those that never run it. Offline that download fails, so for these commands point it at a
// stub. migrate/db commands keep the normal resolution, so `prisma migrate deploy` still works on
// a machine that has the native engine; here, use npm run db:migrate instead.
const commandsThatNeverRunTheSchemaEngine = new Set(['generate', 'validate', 'format']);
const cliCommand = process.argv.slice(2).find((arg) => !arg.startsWith('-'));
if (cliCommand !== undefined && commandsThatNeverRunTheSchemaEngine.has(cliCommand)) {
  process.env.PRISMA_SCHEMA_ENGINE_BINARY ??= path.join(projectRoot, 'scripts/db/schema-engine-offline-stub.sh');
}

export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: {
    path: 'prisma/migrations',
    seed: 'tsx prisma/seed.ts',
  },
  datasource: {
    // Absent means the embedded PGlite database (storage/pglite), which the CLI cannot reach;
    // the db:* npm scripts handle both.
    url: process.env.DATABASE_URL,
  },
});
