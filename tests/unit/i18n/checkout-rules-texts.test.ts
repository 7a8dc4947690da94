import { describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED } from '#server/accounts/email-verification.rules';
import { CART_MESSAGES } from '#server/cart/cart.rules';
import { CART_CHANGED_TITLE, CHECKOUT_MESSAGES, CHECKOUT_TITLE, PLACE_ORDER_GUIDANCE, PLACE_ORDER_LABELS } from '#server/checkout/checkout.rules';
import { ADDRESS_MESSAGES, CARD_MESSAGES } from '#server/checkout/checkout.schemas';
import { PAYMENT_MESSAGES } from '#server/payments/payment-messages.rules';
import { RULES_TEXTS } from '#js/pages/checkout/rules-texts';

// The cart and checkout pages translate the rules' texts they show with t(text): each must be marked for the
// catalogue, with the rules' exact English.
describe('the rules texts the cart and checkout pages show', () => {
  it('are all marked for translation', () => {
    const shown = [
      ...[
        'qtyMax', 'qtyBelowMin', 'loadFailed', 'addFailed', 'addError', 'updateFailed', 'removeFailed', 'clearFailed',
        'removeConfirmTitle', 'removeConfirmText', 'removeConfirmButton', 'clearConfirmTitle', 'clearConfirmText',
        'clearConfirmButton', 'cancelButton',
      ].map((key) => CART_MESSAGES[key as keyof typeof CART_MESSAGES]),
      ...[
        'cartChanged', 'emptyCart', 'noAddress', 'noPayment', 'noCard', 'noPaypalOrder', 'termsNotAccepted', 'licenseNotAccepted',
        'placeFailed', 'placeError', 'walletCreateFailed', 'walletCreateError', 'paypalLoadFailed', 'paypalInitFailed',
        'paypalFailed', 'paypalError', 'paypalRenderFailed', 'invalidOrderData', 'cardSaveFailed', 'promoApplied',
        'promoApplyFailed', 'promoRemoveFailed',
      ].map((key) => CHECKOUT_MESSAGES[key as keyof typeof CHECKOUT_MESSAGES]),
      ...Object.values(PLACE_ORDER_GUIDANCE),
      ...Object.values(PLACE_ORDER_LABELS),
      ...Object.values(ADDRESS_MESSAGES),
      ...Object.values(CARD_MESSAGES),
      CHECKOUT_TITLE,
      CART_CHANGED_TITLE,
      EMAIL_NOT_VERIFIED,
      PAYMENT_MESSAGES.cardAuthenticationFailed,
    ];
    expect(shown.every((text) => typeof text === 'string')).toBe(true);
    expect(shown.filter((text) => !RULES_TEXTS.includes(text))).toEqual([]);
    expect(RULES_TEXTS.filter((text) => !shown.includes(text))).toEqual([]);
  });
});
