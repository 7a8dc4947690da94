import type { CollectOutcome, PaymentGateway } from './payment-gateway.types.js';

// Payment by check (storefront §4 "Payment type": type-4 accounts only): placing the order is a quote request.
// Nothing is charged; the order waits in 'PO Generated' until staff record the payment.
export function createCheckGateway(): PaymentGateway {
  const notCharged: CollectOutcome = { status: 'not_charged' };
  return {
    provider: 'check',
    async collect(request) {
      if (request.source.type !== 'check') throw new Error('The check gateway takes quote requests only');
      return notCharged;
    },
    async findCollection() {
      return notCharged;
    },
  };
}
