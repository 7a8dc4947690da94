// npm run db:migrate — apply pending migrations (`prisma migrate deploy`) to the configured database.
import { openDatabase } from '#server/db/database.js';
import { applyMigrations } from '#server/db/migrations.js';
import { databaseOptionsFromEnvironment, describeDatabase } from './database-from-environment.js';

const options = databaseOptionsFromEnvironment();
const database = await openDatabase(options);
try {
  const { appliedMigrationNames } = await applyMigrations(database);
  if (appliedMigrationNames.length === 0) {
    console.log(`${describeDatabase(options)}: no pending migrations.`);
  } else {
    console.log(`${describeDatabase(options)}: applied ${appliedMigrationNames.length} migration(s):`);
    for (const name of appliedMigrationNames) console.log(`  ${name}`);
  }
} finally {
  await database.close();
}
