import type { Prisma } from '#server/db/generated/prisma/client.js';
import { ACCOUNT_TYPE, ROLE_LABELS } from '#server/shared/account-types.js';
import { ORDER_STATUS_NAMES } from '#server/orders/orders.rules.js';

/**
 * Rows every installation needs, with the fixed ids the code uses (account types, order statuses).
 * Idempotent: safe to run on every start-up or deploy, and it corrects a renamed label.
 */
export async function ensureReferenceData(db: Prisma.TransactionClient): Promise<void> {
  for (const [slug, id] of Object.entries(ACCOUNT_TYPE) as [keyof typeof ACCOUNT_TYPE, number][]) {
    const roleLabel = ROLE_LABELS[slug];
    await db.accountType.upsert({ where: { id }, create: { id, slug, roleLabel }, update: { slug, roleLabel } });
  }
  for (const [id, name] of Object.entries(ORDER_STATUS_NAMES)) {
    await db.orderStatus.upsert({ where: { id: Number(id) }, create: { id: Number(id), name }, update: { name } });
  }
}
