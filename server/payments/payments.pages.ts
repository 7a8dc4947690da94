import type { CardView } from './payment-methods.service.js';

// The props of My Payment Method (docs/decisions/060).

export interface PaymentMethodsPageProps {
  cards: CardView[];
}

export interface PaymentsPages {
  'account/payment-methods': PaymentMethodsPageProps;
}
