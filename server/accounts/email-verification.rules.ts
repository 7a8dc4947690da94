// What an unverified account is told (docs/decisions/030): by order placement when it refuses, and by the checkout
// page before the buyer fills anything in.
export const EMAIL_NOT_VERIFIED = 'Please verify your email address before placing an order. We can send you a new link from My Account.';
