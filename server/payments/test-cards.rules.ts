// The test gateway's cards (DESIGN "Payments": offline development and browser tests). No card number is ever
// typed: the test-mode card form offers these by name, the way Stripe's test PaymentMethods (pm_card_visa, ...)
// stand for cards. No dependencies, so the checkout page imports the list.

export type TestCardKey = 'visa' | 'mastercard' | 'declined' | 'chargedeclined' | 'authentication';

export interface TestCard {
  key: TestCardKey;
  brand: string;
  lastFour: string;
  label: string;
}

export const TEST_CARDS: readonly TestCard[] = [
  { key: 'visa', brand: 'visa', lastFour: '4242', label: 'Visa ending in 4242 (payment succeeds)' },
  { key: 'mastercard', brand: 'mastercard', lastFour: '4444', label: 'Mastercard ending in 4444 (payment succeeds)' },
  // As Stripe's 4000000000000002: the bank declines the card when it is saved, so it is never kept.
  { key: 'declined', brand: 'visa', lastFour: '0002', label: 'Visa ending in 0002 (the bank declines it when saved)' },
  // As Stripe's 4000000000000341: saving succeeds, every payment with it is declined.
  { key: 'chargedeclined', brand: 'visa', lastFour: '0341', label: 'Visa ending in 0341 (saved; the bank declines payments)' },
  { key: 'authentication', brand: 'visa', lastFour: '3155', label: 'Visa ending in 3155 (asks for 3-D Secure)' },
];

/** The scenario a test PaymentMethod id stands for; ids it did not make (e.g. seeded cards) behave like a Visa. */
export function testCardOf(paymentMethodId: string): TestCard {
  const match = /^pm_test_([a-z]+)_/.exec(paymentMethodId);
  return TEST_CARDS.find((card) => card.key === match?.[1]) ?? TEST_CARDS[0];
}
