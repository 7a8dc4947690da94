import { describe, expect, it } from 'vitest';
import { ORDER_STATUS } from '#server/orders/orders.rules';
import { availableOrderActions, type OrderActionState } from '#server/orders/order-transitions.rules';

const state = (overrides: Partial<OrderActionState>): OrderActionState => ({
  statusId: ORDER_STATUS.paid,
  paymentType: 'credit_card',
  hasPhysicalItems: false,
  refundableCents: 1000,
  hasPendingPayment: false,
  ...overrides,
});

describe('availableOrderActions', () => {
  it('a quote can have its check recorded or be cancelled, nothing else', () => {
    expect(availableOrderActions(state({ statusId: ORDER_STATUS.poGenerated, paymentType: 'check', refundableCents: 0 }))).toEqual({
      record_payment: true,
      fulfilment: [],
      cancel: true,
      refund: false,
      withdraw_payment: false,
      resend_confirmation: true,
    });
  });

  it('a kit order walks Paid -> Processing -> Shipped -> Completed; a download-only one goes to Completed', () => {
    expect(availableOrderActions(state({ hasPhysicalItems: true })).fulfilment).toEqual(['processing', 'shipped']);
    expect(availableOrderActions(state({ hasPhysicalItems: true, statusId: ORDER_STATUS.processing })).fulfilment).toEqual(['shipped']);
    expect(availableOrderActions(state({ hasPhysicalItems: true, statusId: ORDER_STATUS.shipped })).fulfilment).toEqual(['completed']);
    expect(availableOrderActions(state({ statusId: ORDER_STATUS.paid })).fulfilment).toEqual(['completed']);
    expect(availableOrderActions(state({ statusId: ORDER_STATUS.completed })).fulfilment).toEqual([]);
  });

  it('refunds need money left; a pending payment can be withdrawn', () => {
    expect(availableOrderActions(state({ statusId: ORDER_STATUS.completed })).refund).toBe(true);
    expect(availableOrderActions(state({ statusId: ORDER_STATUS.partiallyRefunded, refundableCents: 0 })).refund).toBe(false);
    expect(availableOrderActions(state({ statusId: ORDER_STATUS.refunded })).refund).toBe(false);
    const pending = availableOrderActions(state({ statusId: ORDER_STATUS.pendingPayment, hasPendingPayment: true, refundableCents: 0 }));
    expect(pending).toMatchObject({ withdraw_payment: true, cancel: true, refund: false, fulfilment: [] });
  });
});
