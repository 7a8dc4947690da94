// What the staff forms for promo codes, tax lines and shipping rates say (issue 15 items 4-5). Zod-free: the staff
// pages import these messages and limits; the schemas beside them hold the rules (docs/decisions/115-119).

export const PROMO_CODE_FORM_MESSAGES = {
  codeRequired: 'Enter the code.',
  codeFormat: 'A code is 3-50 letters, digits, dashes or underscores.',
  codeTaken: 'Another promo code already uses this code (codes are matched without regard to case).',
  kindRequired: 'Choose a percentage or a fixed amount.',
  valueRequired: 'Enter the discount.',
  percentRange: 'A percentage is between 1 and 100, with at most 2 decimals.',
  amountFormat: 'Enter an amount in dollars and cents, e.g. 10.00.',
  amountPositive: 'The amount must be more than $0.00.',
  descriptionTooLong: 'The description can be at most 255 characters.',
  dateFormat: 'Enter the date as YYYY-MM-DD.',
  endsBeforeStart: 'The end date cannot be before the start date.',
  maxUsesFormat: 'The total limit is a whole number from 1 to 1,000,000, or empty for no limit.',
  maxUsesPerCustomerFormat: 'The limit per customer is a whole number from 1 to 1,000, or empty for no limit.',
  perCustomerAboveTotal: 'The limit per customer cannot be above the total limit.',
  maxUsesBelowUses: 'This code has already been used {uses} times: the total limit cannot be lower.',
  productsUnknown: 'Choose products from the list.',
  productTypesUnknown: 'Choose product types from the list.',
  levelsUnknown: 'Choose levels from the list.',
  activeRequired: 'Say whether the code is active.',
  notFound: 'That promo code does not exist.',
  stale: 'This promo code changed since you opened it. Reload the page and try again.',
  created: 'Promo code {code} created.',
  updated: 'Promo code {code} saved.',
  deleted: 'Promo code {code} deleted.',
  deactivatedInstead: 'Promo code {code} has been used, so it was deactivated instead of deleted: its orders keep it.',
  alreadyInactive: 'Promo code {code} has been used and is already inactive; it stays for its orders.',
} as const;

export const PRICING_RULE_FORM_MESSAGES = {
  nameRequired: 'Enter a name.',
  nameTooLong: 'The name can be at most 100 characters.',
  stateUnknown: 'Choose a state from the list.',
  taxKindRequired: 'Choose a percentage or a fixed amount.',
  rateRequired: 'Enter the rate.',
  percentRange: 'A percentage is between 1 and 100, with at most 2 decimals.',
  amountFormat: 'Enter an amount in dollars and cents, e.g. 10.00.',
  amountPositive: 'The amount must be more than $0.00.',
  shippingAmountRequired: 'Enter the shipping charge (0.00 for free shipping).',
  minSubtotalFormat: 'Enter the lowest subtotal in dollars and cents, e.g. 0.00.',
  maxSubtotalFormat: 'Enter the subtotal the band stops at in dollars and cents, or leave it empty for no upper end.',
  maxNotAboveMin: 'The band must stop above its lowest subtotal.',
  accountTypesUnknown: 'Choose account types from the list.',
  sortOrderFormat: 'The order is a whole number from 0 to 9,999.',
  activeRequired: 'Say whether it is active.',
  taxNotFound: 'That tax line does not exist.',
  shippingNotFound: 'That shipping rate does not exist.',
  taxStale: 'This tax line changed since you opened it. Reload the page and try again.',
  shippingStale: 'This shipping rate changed since you opened it. Reload the page and try again.',
  taxCreated: 'Tax line {name} added. Carts priced from now on use it; placed orders keep their tax.',
  taxUpdated: 'Tax line {name} saved. Carts priced from now on use it; placed orders keep their tax.',
  shippingCreated: 'Shipping rate {name} added. Carts priced from now on use it; placed orders keep their shipping.',
  shippingUpdated: 'Shipping rate {name} saved. Carts priced from now on use it; placed orders keep their shipping.',
} as const;

export const PRICING_PREVIEW_MESSAGES = {
  accountTypeRequired: 'Choose an account type.',
  stateUnknown: 'Choose a state from the list.',
  itemsRequired: 'Add at least one product.',
  itemsFormat: 'Choose products from the list, each with a quantity from 1 to 10.',
  codeTooLong: 'A code has at most 50 characters.',
  taxExemptFormat: 'Say whether the buyer is tax exempt.',
} as const;

export const PROMO_CODE_LIMITS = { codeMin: 3, codeMax: 50, descriptionMax: 255, maxUses: 1_000_000, maxUsesPerCustomer: 1000 } as const;
export const PRICING_RULE_LIMITS = { nameMax: 100, sortOrderMax: 9999, previewItemsMax: 20, previewQtyMax: 10 } as const;

/** Fills `{name}` placeholders of a message. */
export function fillMessage(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
