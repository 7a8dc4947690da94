import { useEffect, useState } from 'react';
import type { EffectiveAddressView } from '#server/pricing/pricing.schemas';
import { route } from '#server/storefront-route-table';
import { cartSessionHeaders } from '#js/components/cart/cart-session';
import { useTranslation } from '#js/i18n';
import { jsonCall } from '#js/lib/http';

interface EffectiveAddressAnswer {
  success: boolean;
  effective_address: EffectiveAddressView | null;
  is_using_fallback: boolean;
}

/**
 * Which address the tax and shipping were worked out for (storefront §7 effective-address): the cart page asks
 * POST /cart/effective-address, the checkout POST /checkout/effective-address. A failure only hides the note.
 */
export function EffectiveAddressNote({
  call,
  shippingAddress,
  enabled = true,
}: {
  call: 'cart.effective-address' | 'checkout.effective-address';
  shippingAddress: { id: number } | null;
  enabled?: boolean;
}) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<EffectiveAddressAnswer | null>(null);
  const addressId = shippingAddress?.id ?? null;

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    jsonCall<EffectiveAddressAnswer>('POST', route(call), { shipping_address: addressId === null ? null : { id: addressId } }, { headers: cartSessionHeaders(), signal: controller.signal })
      .then(setAnswer)
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('Effective address failed', error);
        setAnswer(null);
      });
    return () => controller.abort();
  }, [call, addressId, enabled]);

  const address = enabled ? answer?.effective_address : null;
  if (!address) return null;
  const place = [address.street, [address.city, [address.state, address.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ')].filter(Boolean).join(', ');
  return (
    <p className="mt-3 text-xs text-slate-500" data-testid="effective-address">
      {answer?.is_using_fallback
        ? t('Tax and shipping are worked out for {{place}} (the address saved on your account).', { place })
        : t('Tax and shipping are worked out for {{place}}.', { place })}
    </p>
  );
}
