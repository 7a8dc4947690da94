// Words the payment providers' answers turn into (storefront §8 "Checkout" where the spec names them). No
// dependencies, so the checkout page imports them too.
export const PAYMENT_MESSAGES = {
  cardSaveFailed: 'Failed to save card. Please try again.',
  cardLimit: 'You can save up to 20 cards.',
  cardDeclined: 'Your card was declined. Please use another card.',
  cardAuthenticationFailed: 'We could not authenticate your card. Please try again or use another card.',
  paymentNotFound: 'This payment could not be found. Please try again.',
  paypalFailed: 'PayPal payment failed. Please try again.',
  paypalNotApproved: 'Please complete PayPal payment to continue.',
  providerUnavailable: 'The payment service did not answer. Please try again in a moment.',
} as const;
