import type { Prisma } from '#server/db/generated/prisma/client.js';

/** A PrismaClient or the client inside `$transaction(async (tx) => ...)`; factories accept either. */
export type Db = Prisma.TransactionClient;

let sequence = 0;
/** Per-process counter that keeps default e-mails, slugs and codes unique. */
export const nextSequence = () => ++sequence;

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export { addDays, addMonths } from '#server/shared/dates.js';
