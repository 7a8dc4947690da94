import { z } from 'zod';
import { ZIdempotencyKey } from './staff-forms.rules.js';

// A staff list put in a new order (testimonials, the home page's best sellers): the whole list in its new order and
// the order the page showed, so a list that changed meanwhile is refused instead of half-applied.

export const REORDER_MESSAGES = {
  stale: 'The list changed since you opened it. Reload the page and try again.',
  unchanged: 'The order is already like this.',
} as const;

const ZIdList = z
  .array(z.coerce.number({ error: REORDER_MESSAGES.stale }).int({ error: REORDER_MESSAGES.stale }).positive({ error: REORDER_MESSAGES.stale }), {
    error: REORDER_MESSAGES.stale,
  })
  .max(500, { error: REORDER_MESSAGES.stale });

export const ZReorderInput = z.object({
  idempotency_key: ZIdempotencyKey,
  ids: ZIdList.min(1, { error: REORDER_MESSAGES.stale }),
  expected_ids: ZIdList,
});
export type TReorderInput = z.output<typeof ZReorderInput>;

export type ReorderCheck = { kind: 'stale' } | { kind: 'already' } | { kind: 'ok' };

/** Whether `ids` is a new order of exactly the list as it is now, opened on that same order. */
export function checkReorder(current: readonly number[], input: Pick<TReorderInput, 'ids' | 'expected_ids'>): ReorderCheck {
  const same = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((id, index) => id === b[index]);
  if (!same(current, input.expected_ids)) return { kind: 'stale' };
  if (new Set(input.ids).size !== input.ids.length || !same([...input.ids].sort((a, b) => a - b), [...current].sort((a, b) => a - b))) return { kind: 'stale' };
  return same(current, input.ids) ? { kind: 'already' } : { kind: 'ok' };
}
