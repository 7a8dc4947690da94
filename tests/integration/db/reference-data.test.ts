import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE, ROLE_LABELS } from '#server/shared/account-types';
import { ORDER_STATUS_NAMES } from '#server/orders/orders.rules';
import { useTestDatabase } from '#tests/support/test-database';

// The reference rows come from a migration, so a deploy that only runs migrations has them.
describe('reference data migration', () => {
  const database = useTestDatabase();

  it('holds exactly the account types the code refers to', async () => {
    const rows = await database().prisma.accountType.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map(({ id, slug, roleLabel }) => ({ id, slug, roleLabel }))).toEqual(
      Object.entries(ACCOUNT_TYPE).map(([slug, id]) => ({ id, slug, roleLabel: ROLE_LABELS[slug as keyof typeof ACCOUNT_TYPE] })),
    );
  });

  it('holds exactly the order statuses the code refers to', async () => {
    const rows = await database().prisma.orderStatus.findMany({ orderBy: { id: 'asc' } });
    expect(rows.map(({ id, name }) => ({ id, name }))).toEqual(
      Object.entries(ORDER_STATUS_NAMES).map(([id, name]) => ({ id: Number(id), name })),
    );
  });
});
