import { useEffect, useRef, useState, type ReactNode } from 'react';
import { DEFAULT_ADD_QTY } from '#server/cart/cart-calls.rules';
import { CartIcon, CheckIcon } from '#js/components/icons';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '#js/components/ui/button-classes';
import { useTranslation } from '#js/i18n';
import { useCart } from './cart-provider';

/** How long the button shows its success state (storefront §4 "Forms", §9). */
export const ADD_TO_CART_SUCCESS_MS = 2000;

export interface AddToCartButtonProps {
  productId: number;
  qty?: number;
  /** Visible label; default "Add to Cart". */
  label?: ReactNode;
  /** Label during the success state; default "Added". */
  successLabel?: ReactNode;
  /** Accessible name when the label alone is ambiguous (e.g. "Add Dolls to cart" on a product card). */
  'aria-label'?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** Called after each attempt with the provider's result (the toast is already shown). */
  onAdded?: (result: { success: boolean; message: string }) => void;
}

/** Adds a product through the cart provider; shows a success state for 2 s. Messages come as toasts. */
export function AddToCartButton({
  productId,
  qty = DEFAULT_ADD_QTY,
  label,
  successLabel,
  variant = 'primary',
  size = 'md',
  className = '',
  onAdded,
  ...rest
}: AddToCartButtonProps) {
  const { t } = useTranslation();
  const cart = useCart();
  const [sending, setSending] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  async function onClick() {
    if (sending) return;
    setSending(true);
    const result = await cart.add(productId, qty);
    setSending(false);
    if (result.success) {
      setSucceeded(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setSucceeded(false), ADD_TO_CART_SUCCESS_MS);
    }
    onAdded?.(result);
  }

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      disabled={sending}
      aria-busy={sending}
      aria-label={rest['aria-label']}
      data-state={succeeded ? 'success' : sending ? 'sending' : 'idle'}
      className={buttonClasses(
        succeeded ? 'secondary' : variant,
        size,
        `${succeeded ? 'border-emerald-300 bg-emerald-50 text-emerald-800 hover:bg-emerald-50' : ''} ${className}`,
      )}
    >
      {sending ? (
        <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current" />
      ) : succeeded ? (
        <CheckIcon className="size-4" aria-hidden="true" />
      ) : (
        <CartIcon className="size-4" aria-hidden="true" />
      )}
      <span aria-live="polite">{succeeded ? (successLabel ?? t('Added')) : (label ?? t('Add to Cart'))}</span>
    </button>
  );
}
