import { useState, type KeyboardEvent } from 'react';
import { MIN_CART_QTY } from '#server/cart/cart-calls.rules';
import { useTranslation } from '#js/i18n';
import { MinusIcon, PlusIcon } from '#js/components/storefront/storefront-icons';

interface QuantityControlProps {
  qty: number;
  productTitle: string;
  /** True while the cart is loading or sending a change: minus is disabled then (storefront §5). */
  busy: boolean;
  /** Receives the wanted quantity (as typed, or the current one ± 1); the page applies the quantity rule. */
  onChange: (value: string | number) => void;
}

/** Minus, typed input and plus (storefront §2 "Cart page"). A typed value is sent on Enter or when leaving the field. */
export function QuantityControl({ qty, productTitle, busy, onChange }: QuantityControlProps) {
  const { t } = useTranslation();
  // While typing, the field holds the draft; otherwise it shows the cart's quantity.
  const [draft, setDraft] = useState<string | null>(null);

  function commit() {
    if (draft === null) return;
    setDraft(null);
    if (draft.trim() !== String(qty)) onChange(draft);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(null);
    }
  }

  const stepClasses =
    'flex size-10 items-center justify-center text-brand-800 transition-colors hover:bg-brand-50 ' +
    'focus-visible:z-10 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:text-slate-300 disabled:hover:bg-transparent';

  return (
    <div role="group" aria-label={t('Quantity of {{title}}', { title: productTitle })} className="inline-flex items-center overflow-hidden rounded-full border border-slate-300 bg-white">
      <button
        type="button"
        className={stepClasses}
        onClick={() => onChange(qty - 1)}
        disabled={busy || qty <= MIN_CART_QTY}
        aria-label={t('Decrease quantity of {{title}}', { title: productTitle })}
      >
        <MinusIcon className="size-4" />
      </button>
      <input
        type="text"
        inputMode="numeric"
        autoComplete="off"
        aria-label={t('Quantity of {{title}}', { title: productTitle })}
        value={draft ?? String(qty)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className="h-10 w-12 border-x border-slate-200 text-center text-sm font-semibold text-slate-900 tabular-nums focus:outline-2 focus:-outline-offset-2 focus:outline-brand-600"
      />
      <button
        type="button"
        className={stepClasses}
        onClick={() => onChange(qty + 1)}
        disabled={busy}
        aria-label={t('Increase quantity of {{title}}', { title: productTitle })}
      >
        <PlusIcon className="size-4" />
      </button>
    </div>
  );
}
