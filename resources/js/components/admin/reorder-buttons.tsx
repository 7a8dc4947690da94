import { router } from '@inertiajs/react';
import { useIdempotencyKey } from './use-staff-form';

/** The list's ids with the one at `index` moved one place up (-1) or down (+1). */
export function movedOrder(ids: readonly number[], index: number, step: -1 | 1): number[] {
  const order = [...ids];
  const target = index + step;
  if (target < 0 || target >= order.length) return order;
  [order[index], order[target]] = [order[target], order[index]];
  return order;
}

/**
 * Move up / Move down for one item of a staff list: each click posts the whole list's new order with the order the
 * page showed (a list changed meanwhile is refused). Buttons, so the keyboard reorders as well as the mouse.
 */
export function ReorderButtons({ ids, index, label, reorderUrl }: { ids: readonly number[]; index: number; label: string; reorderUrl: string }) {
  const { key, renew } = useIdempotencyKey();
  const move = (step: -1 | 1) =>
    router.post(reorderUrl, { idempotency_key: key, ids: movedOrder(ids, index, step), expected_ids: [...ids] }, { preserveScroll: true, onFinish: renew });
  const base = 'inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold ring-1 ring-slate-300 bg-white text-brand-800 hover:bg-brand-50 disabled:cursor-not-allowed disabled:opacity-40';
  return (
    <div className="flex gap-2" role="group" aria-label={`Order of ${label}`}>
      <button type="button" className={base} disabled={index === 0} onClick={() => move(-1)} aria-label={`Move ${label} up`}>
        ↑ Up
      </button>
      <button type="button" className={base} disabled={index === ids.length - 1} onClick={() => move(1)} aria-label={`Move ${label} down`}>
        ↓ Down
      </button>
    </div>
  );
}
