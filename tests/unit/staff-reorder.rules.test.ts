import { describe, expect, it } from 'vitest';
import { checkReorder } from '#server/shared/staff-reorder.rules';

// A staff list's new order is accepted only as a new order of exactly the list the page showed (docs/decisions/121, 122).

describe('checkReorder', () => {
  const current = [3, 1, 2];

  it('accepts a new order of the same list, opened on the current order', () => {
    expect(checkReorder(current, { ids: [1, 3, 2], expected_ids: [3, 1, 2] })).toEqual({ kind: 'ok' });
  });

  it('answers "already" when the order is the current one', () => {
    expect(checkReorder(current, { ids: [3, 1, 2], expected_ids: [3, 1, 2] })).toEqual({ kind: 'already' });
  });

  it.each([
    ['the page showed another order', { ids: [1, 3, 2], expected_ids: [1, 3, 2] }],
    ['an item is missing', { ids: [1, 3], expected_ids: [3, 1, 2] }],
    ['an item is foreign', { ids: [1, 3, 4], expected_ids: [3, 1, 2] }],
    ['an item is repeated', { ids: [1, 3, 3], expected_ids: [3, 1, 2] }],
    ['an item was added meanwhile', { ids: [3, 1, 2, 9], expected_ids: [3, 1, 2, 9] }],
  ])('refuses as stale when %s', (_case, input) => {
    expect(checkReorder(current, input)).toEqual({ kind: 'stale' });
  });
});
