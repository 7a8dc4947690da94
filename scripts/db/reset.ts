// npm run db:reset [-- --force] [-- --skip-seed]
// `prisma migrate reset`: drops everything in the configured database, applies every migration,
// then runs npm run db:seed. A real server (DATABASE_URL) needs --force.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { openDatabase } from '#server/db/database.js';
import { applyMigrations, resetDatabase } from '#server/db/migrations.js';
import { databaseOptionsFromEnvironment, describeDatabase } from './database-from-environment.js';

const { values } = parseArgs({
  options: {
    force: { type: 'boolean', default: false },
    'skip-seed': { type: 'boolean', default: false },
  },
});

const options = databaseOptionsFromEnvironment();
if (options.url !== undefined && !values.force) {
  console.error(`Refusing to erase the ${describeDatabase(options)} without --force (npm run db:reset -- --force).`);
  process.exit(2);
}

const database = await openDatabase(options);
try {
  await resetDatabase(database);
  const { appliedMigrationNames } = await applyMigrations(database);
  console.log(`${describeDatabase(options)}: reset, applied ${appliedMigrationNames.length} migration(s).`);
} finally {
  // Closed before seeding: PGlite's data directory admits one process at a time.
  await database.close();
}

if (!values['skip-seed']) {
  const seed = spawnSync('npm', ['run', 'db:seed'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (seed.status !== 0) {
    console.error('The seed failed; the database is migrated but not seeded.');
    process.exit(seed.status ?? 1);
  }
}
