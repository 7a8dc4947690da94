import { Head, Link, router } from '@inertiajs/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  CART_CHANGED_TITLE,
  CHECKOUT_MESSAGES,
  CHECKOUT_TITLE,
  findPlacementProblem,
  offeredPaymentTypes,
  PLACE_ORDER_GUIDANCE,
  placeOrderGuidance,
  placeOrderLabel,
  type PaymentTypeName,
} from '#server/checkout/checkout.rules';
import { EMAIL_NOT_VERIFIED } from '#server/accounts/email-verification.rules';
import { PAYMENT_MESSAGES } from '#server/payments/payment-messages.rules';
import { route } from '#server/storefront-route-table';
import { broadcastCartChange } from '#js/components/cart/cart-events';
import { useCart } from '#js/components/cart/cart-provider';
import { cartSessionHeaders } from '#js/components/cart/cart-session';
import { AlertTriangleIcon, ArrowLeftIcon, InfoCircleIcon } from '#js/components/icons';
import { EffectiveAddressNote } from '#js/components/effective-address-note';
import { popup } from '#js/components/popups/popup';
import { RefreshIcon } from '#js/components/storefront/storefront-icons';
import { toast } from '#js/components/toast/toast';
import { buttonClasses } from '#js/components/ui/button-classes';
import { useTranslation } from '#js/i18n';
import { jsonCall, JsonCallError } from '#js/lib/http';
import { AddressSection } from './address-section';
import { CheckoutOrderSummary } from './order-summary';
import { PaymentSection } from './payment-section';
import type { CompleteOrderBody, PlacementAnswer } from './place-order';
import { loadStripeClient } from './stripe-client';
import { TermsSection } from './terms-section';
import type { AddressView } from '#server/checkout/addresses.service';
import type { CheckoutPageProps } from '#server/checkout/checkout.pages';
import type { CheckoutCardView } from '#server/payments/card-setup.service';
import type { PricingView } from '#server/pricing/pricing.schemas';
import { useCartChanged } from './use-cart-changed';
import { UserDetailSection } from './user-detail-section';
import { WalletButtons } from './wallet-buttons';

// The checkout page (storefront §2 "Checkout page", §4, §5 "Order placement", §8 "Checkout"). Prices, the offered
// payment types and every decision that matters are the server's; this page collects the buyer's choices, runs
// the same checks first for quick feedback, and shows what the server answers.

/** The default, else the first (storefront §4 "Addresses and cards"). */
const defaultOf = <T extends { id: number; is_default: boolean }>(list: T[]) => list.find((entry) => entry.is_default) ?? list[0] ?? null;

/** The server's own message, when its answer carried one. */
function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof JsonCallError) || error.status === 0) return null;
  const body = error.body as { message?: unknown } | null;
  return typeof body?.message === 'string' && body.message.trim() ? body.message : null;
}

class AuthenticationStepError extends Error {}

export default function CheckoutPage(props: CheckoutPageProps) {
  const { t } = useTranslation();
  const { user, ships, payment } = props;
  const items = props.cart_items;
  const cartProvider = useCart();
  const { changed: cartChanged, flag: flagCartChanged, settle: settleCart } = useCartChanged(items);

  const [addresses, setAddresses] = useState(props.addresses);
  const [selectedAddressId, setSelectedAddressId] = useState<number | null>(ships ? (defaultOf(props.addresses)?.id ?? null) : null);
  const [addressFormOpen, setAddressFormOpen] = useState(false);
  const [cards, setCards] = useState(props.cards);
  const [selectedCardId, setSelectedCardId] = useState<number | null>(defaultOf(props.cards)?.id ?? null);
  const [cardFormOpen, setCardFormOpen] = useState(false);
  const [chosenType, setChosenType] = useState<PaymentTypeName>('credit_card');
  const [termsAccepted, setTermsAccepted] = useState(false);
  const [licenseAccepted, setLicenseAccepted] = useState(false);
  const [pricing, setPricing] = useState<PricingView>(props.pricing);
  const [pricingLoading, setPricingLoading] = useState(false);
  const [appliedCode, setAppliedCode] = useState<string | null>(props.pricing.promo?.applied ? props.pricing.promo.code : null);
  const [promoBusy, setPromoBusy] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const totalCents = Math.round(pricing.total * 100);
  const offered = offeredPaymentTypes({
    accountTypeId: user.account_type_id,
    paysByCheck: payment.pays_by_check,
    totalCents,
    itemCount: items.length,
    walletAvailable: payment.wallet_provider !== null,
  });
  // A total of 0 switches to 'discounted' by itself (storefront §4 "Payment type").
  const paymentType = offered.includes(chosenType) ? chosenType : offered[0];
  const shippingAddress = useMemo(() => (ships && selectedAddressId !== null ? { id: selectedAddressId } : null), [ships, selectedAddressId]);

  // Pricing follows the chosen address; the first pricing came with the page, for the address it starts with.
  const pricedFor = useRef<number | null>(selectedAddressId);
  const pricingRequest = useRef(0);
  useEffect(() => {
    if (!ships || selectedAddressId === null || selectedAddressId === pricedFor.current) return;
    pricedFor.current = selectedAddressId;
    const requestId = ++pricingRequest.current;
    setPricingLoading(true);
    jsonCall<{ pricing: PricingView }>('POST', route('checkout.calculate-pricing'), { shipping_address: { id: selectedAddressId } }, { headers: cartSessionHeaders() })
      .then((answer) => {
        if (requestId === pricingRequest.current) setPricing(answer.pricing);
      })
      .catch((caught: unknown) => console.error('Checkout pricing failed', caught))
      .finally(() => {
        if (requestId === pricingRequest.current) setPricingLoading(false);
      });
  }, [ships, selectedAddressId]);

  const facts = {
    itemCount: items.length,
    ships,
    hasAddress: selectedAddressId !== null,
    paymentType,
    offered,
    hasCard: selectedCardId !== null,
    termsAccepted,
    licenseAccepted,
  };
  const guidance = user.email_verified ? placeOrderGuidance(facts) : PLACE_ORDER_GUIDANCE.verifyEmail;
  const walletReady = paymentType === 'paypal' && guidance === null && !cartChanged && !pricingLoading;

  const buildBody = useCallback(
    (): CompleteOrderBody => ({
      first_name: user.first_name,
      last_name: user.last_name,
      shipping_address: shippingAddress,
      payment_method_id: paymentType === 'credit_card' ? selectedCardId : null,
      payment_type: paymentType,
      paypal_order_id: null,
      paypal_payer_id: null,
      terms_accepted: termsAccepted,
      license_accepted: licenseAccepted,
      cart_items: items,
      pricing,
      account_type: user.account_type_id,
    }),
    [user, shippingAddress, paymentType, selectedCardId, termsAccepted, licenseAccepted, items, pricing],
  );

  const fail = useCallback(
    (english: string) => {
      // The rules' messages are English; the server's arrive in the visitor's language already.
      const message = t(english);
      setError(message);
      toast.error(message);
      // Compared in the page's language: the server's refusal arrives translated, from the same catalogue entry.
      if (message === t(CHECKOUT_MESSAGES.cartChanged)) flagCartChanged();
    },
    [flagCartChanged, t],
  );

  const finish = useCallback(
    (answer: PlacementAnswer) => {
      if (!answer.success) {
        fail(CHECKOUT_MESSAGES.placeFailed);
        return;
      }
      // The order emptied the cart: this tab's header and the other tabs follow.
      settleCart();
      broadcastCartChange({ action: 'clear', productId: null, cartItemId: null, quantity: 0 }, [], 0);
      void cartProvider.refresh();
      setSending(true);
      router.visit(answer.redirect);
    },
    [settleCart, cartProvider, fail],
  );

  /** 3-D Secure: Stripe's own dialog, or the test gateway's test-mode prompt. The server decides what came of it. */
  async function authenticate(answer: Extract<PlacementAnswer, { requires_action: true }>) {
    if (payment.card_provider === 'stripe') {
      const stripe = await loadStripeClient();
      if (!stripe) throw new AuthenticationStepError(PAYMENT_MESSAGES.cardAuthenticationFailed);
      await stripe.handleNextAction({ clientSecret: answer.client_secret });
      return;
    }
    const approve = await popup.confirm({
      title: t('Test mode: 3-D Secure'),
      text: t('Your bank asks you to confirm this payment. In test mode you choose whether the check passes.'),
      confirmText: t('Complete authentication'),
      cancelText: t('Fail authentication'),
      destructive: false,
    });
    await jsonCall('POST', route('checkout.test-payment.authenticate', { id: answer.payment_intent_id }), { approve });
  }

  async function onPlaceOrder() {
    if (sending) return;
    const problem = findPlacementProblem({ ...facts, cartChanged: cartChanged, hasWalletOrder: false });
    if (problem) {
      fail(problem);
      return;
    }
    setSending(true);
    setError(null);
    const body = buildBody();
    try {
      let answer = await jsonCall<PlacementAnswer>('POST', route('checkout.complete-order'), body);
      if (!answer.success && answer.requires_action) {
        await authenticate(answer);
        // The same placement again: the server finishes it, or says why the bank refused.
        answer = await jsonCall<PlacementAnswer>('POST', route('checkout.complete-order'), body);
      }
      finish(answer);
      if (answer.success) return;
    } catch (caught) {
      if (caught instanceof AuthenticationStepError) fail(caught.message);
      else if (caught instanceof JsonCallError) fail(caught.status === 0 ? CHECKOUT_MESSAGES.placeError : (serverMessageOf(caught) ?? CHECKOUT_MESSAGES.placeFailed));
      else fail(CHECKOUT_MESSAGES.placeError);
    }
    setSending(false);
  }

  async function onAddressSaved(address: AddressView) {
    try {
      const answer = await jsonCall<{ addresses: AddressView[] }>('GET', route('checkout.user-addresses'));
      setAddresses(answer.addresses);
    } catch {
      setAddresses((current) => [...current.map((entry) => (address.is_default ? { ...entry, is_default: false } : entry)), address]);
    }
    setSelectedAddressId(address.id);
    setAddressFormOpen(false);
  }

  async function onCardSaved(card: CheckoutCardView) {
    try {
      const answer = await jsonCall<{ cards: CheckoutCardView[] }>('GET', route('checkout.user-cards'));
      setCards(answer.cards);
    } catch {
      setCards((current) => [...current.map((entry) => (card.is_default ? { ...entry, is_default: false } : entry)), card]);
    }
    setSelectedCardId(card.id);
    setCardFormOpen(false);
  }

  async function onApplyPromo(code: string) {
    setPromoBusy(true);
    try {
      const answer = await jsonCall<{ pricing: PricingView; message: string }>(
        'POST',
        route('checkout.validate-promo'),
        { code, shipping_address: shippingAddress },
        { headers: cartSessionHeaders() },
      );
      setPricing(answer.pricing);
      setAppliedCode(answer.pricing.promo_code ?? code.toUpperCase());
      toast.success(answer.message || t(CHECKOUT_MESSAGES.promoApplied));
    } catch (caught) {
      toast.error(serverMessageOf(caught) ?? t(CHECKOUT_MESSAGES.promoApplyFailed));
    } finally {
      setPromoBusy(false);
    }
  }

  async function onRemovePromo() {
    setPromoBusy(true);
    try {
      const answer = await jsonCall<{ pricing: PricingView }>('POST', route('checkout.remove-promo'), { shipping_address: shippingAddress }, { headers: cartSessionHeaders() });
      setPricing(answer.pricing);
      setAppliedCode(null);
    } catch {
      toast.error(t(CHECKOUT_MESSAGES.promoRemoveFailed));
    } finally {
      setPromoBusy(false);
    }
  }

  // Sections in the spec's order; a cart with nothing to ship has no shipping step (docs/decisions/095).
  const paymentStep = ships ? 3 : 2;
  return (
    <>
      <Head title={t(cartChanged ? CART_CHANGED_TITLE : CHECKOUT_TITLE)} />
      <div className="bg-slate-50">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 sm:py-12 lg:px-8">
          <div className="flex flex-wrap items-end justify-between gap-4">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{t('Checkout')}</h1>
            <Link
              href={route('shopping.cart')}
              className="inline-flex items-center gap-2 rounded-full px-1 py-2 text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
            >
              <ArrowLeftIcon className="size-4" />
              {t('Back to Cart')}
            </Link>
          </div>

          {user.email_verified ? null : (
            <div data-testid="checkout-verify-email" className="mt-6 flex items-start gap-3 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
              <AlertTriangleIcon className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden="true" />
              <p className="flex-1 font-medium">{t(EMAIL_NOT_VERIFIED)}</p>
            </div>
          )}

          {cartChanged ? (
            <div role="alert" data-testid="cart-changed" className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
              <AlertTriangleIcon className="size-5 shrink-0" aria-hidden="true" />
              <p className="flex-1 font-medium">{t(CHECKOUT_MESSAGES.cartChanged)}</p>
              <button type="button" onClick={() => window.location.reload()} className={buttonClasses('danger', 'sm')}>
                <RefreshIcon className="size-4" aria-hidden="true" />
                {t('Refresh')}
              </button>
            </div>
          ) : null}

          {!items.length ? (
            <div className="mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-brand-900">
              <InfoCircleIcon className="size-5 shrink-0" aria-hidden="true" />
              <p className="flex-1">{t(CHECKOUT_MESSAGES.emptyCart)}</p>
              <Link href={route('client.products')} className={buttonClasses('primary', 'sm')}>
                {t('Continue Shopping')}
              </Link>
            </div>
          ) : null}

          <div className="mt-8 grid grid-cols-[minmax(0,1fr)] items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
            <div className="space-y-6">
              <UserDetailSection step={1} user={user} />
              {ships ? (
                <AddressSection
                  step={2}
                  user={user}
                  addresses={addresses}
                  selectedId={selectedAddressId}
                  formOpen={addressFormOpen}
                  onSelect={(id) => setSelectedAddressId(id)}
                  onAdd={() => {
                    setAddressFormOpen(true);
                    setSelectedAddressId(null);
                  }}
                  onCancel={() => {
                    setAddressFormOpen(false);
                    setSelectedAddressId(defaultOf(addresses)?.id ?? null);
                  }}
                  onSaved={(address) => void onAddressSaved(address)}
                />
              ) : null}
              <PaymentSection
                step={paymentStep}
                options={payment}
                offered={offered}
                paymentType={paymentType}
                onTypeChange={setChosenType}
                cards={cards}
                selectedCardId={selectedCardId}
                cardFormOpen={cardFormOpen}
                onSelectCard={setSelectedCardId}
                onAddCard={() => {
                  setCardFormOpen(true);
                  setSelectedCardId(null);
                }}
                onCancelCard={() => {
                  setCardFormOpen(false);
                  setSelectedCardId(defaultOf(cards)?.id ?? null);
                }}
                onCardSaved={(card) => void onCardSaved(card)}
              />
              <TermsSection
                step={paymentStep + 1}
                termsAccepted={termsAccepted}
                licenseAccepted={licenseAccepted}
                onTermsChange={setTermsAccepted}
                onLicenseChange={setLicenseAccepted}
              />
            </div>
            <CheckoutOrderSummary
              items={items}
              pricing={pricing}
              pricingLoading={pricingLoading}
              cartChanged={cartChanged}
              error={error}
              promo={{ appliedCode, busy: promoBusy, onApply: (code) => void onApplyPromo(code), onRemove: () => void onRemovePromo() }}
              placeOrder={{
                label: t(placeOrderLabel({ cartChanged: cartChanged, sending, paymentType })),
                disabled: cartChanged || sending || pricingLoading || guidance !== null,
                guidance: cartChanged || guidance === null ? null : t(guidance),
                sending,
                hidden: walletReady,
                onClick: () => void onPlaceOrder(),
              }}
              addressNote={<EffectiveAddressNote call="checkout.effective-address" shippingAddress={shippingAddress} enabled={items.length > 0} />}
              wallet={
                walletReady && payment.wallet_provider ? (
                  <WalletButtons provider={payment.wallet_provider} buildBody={buildBody} onPlaced={finish} onFailed={fail} disabled={sending} />
                ) : null
              }
            />
          </div>
        </div>
      </div>
    </>
  );
}
