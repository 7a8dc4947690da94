import type { CollectOutcome, PaymentGateway, RefundOutcome } from './payment-gateway.types.js';

// Payment by check (storefront §4 "Payment type": type-4 accounts only): placing the order is a quote request.
// Nothing is charged; the order waits in 'PO Generated' until staff record the payment. A refund of a check order
// is a check the center sends: there is no provider to call, so it is recorded as sent.
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
    async refund(): Promise<RefundOutcome> {
      return { status: 'succeeded', reference: null, rawStatus: 'check_sent' };
    },
  };
}
