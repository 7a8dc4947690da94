// npm run db:migration -- NAME [--allow-empty]
// Writes prisma/migrations/<timestamp>_<name>/migration.sql from the difference between the
// existing migrations and prisma/schema.prisma (`prisma migrate dev --create-only`). Touches no
// database: the existing migrations are replayed into throw-away in-memory PGlite instances.
// Apply the result with npm run db:migrate.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createMigration } from '#server/db/migrations.js';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { 'allow-empty': { type: 'boolean', default: false } },
});
const name = positionals.join(' ');
if (name.trim() === '') {
  console.error('Usage: npm run db:migration -- NAME [--allow-empty]   (e.g. npm run db:migration -- add_order_notes)');
  process.exit(2);
}

const created = await createMigration(name, { allowEmpty: values['allow-empty'] });
if (created === undefined) {
  console.log('prisma/schema.prisma matches the existing migrations: no migration created (--allow-empty makes an empty one).');
} else {
  console.log(`Created ${path.relative(process.cwd(), path.join(created.migrationDir, 'migration.sql'))}`);
  for (const warning of created.warnings) console.warn(`  warning: ${warning}`);
  console.log('Review it, then apply it with: npm run db:migrate');
}
