import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '#tests/support/test-database';

// docs/decisions/025: the shop's substring search on titles has a trigram index, on PGlite and on a server.
describe('shop search index', () => {
  const database = useTestDatabase();

  it('indexes product titles with pg_trgm for ILIKE searches', async () => {
    const rows = await database().query<{ indexdef: string }>(
      "SELECT indexdef FROM pg_indexes WHERE tablename = 'products' AND indexname = 'products_title_trgm_idx'",
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.indexdef).toMatch(/USING gin \(title gin_trgm_ops\)/);
  });
});
