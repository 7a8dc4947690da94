import { ORDER_STATUS } from './orders.rules.js';
import type { FulfilmentAction } from './order-transitions.schemas.js';

// Which staff actions an order offers in its current state (docs/decisions/072, 073), so the staff order page
// shows only the forms the server will accept. Pure: the server's checks stay the authority.

export interface OrderActionState {
  statusId: number;
  paymentType: string;
  hasPhysicalItems: boolean;
  /** Cents still refundable (paid minus refunds not failed); 0 when nothing was collected. */
  refundableCents: number;
  /** Card or wallet payments still pending or waiting for 3-D Secure. */
  hasPendingPayment: boolean;
}

export interface AvailableOrderActions {
  record_payment: boolean;
  fulfilment: FulfilmentAction[];
  cancel: boolean;
  refund: boolean;
  withdraw_payment: boolean;
  resend_confirmation: boolean;
}

export function availableOrderActions(order: OrderActionState): AvailableOrderActions {
  const { statusId } = order;
  const paidStages: number[] = [ORDER_STATUS.paid, ORDER_STATUS.processing, ORDER_STATUS.shipped, ORDER_STATUS.partiallyRefunded];
  const fulfilment: FulfilmentAction[] = [];
  if (paidStages.includes(statusId)) {
    if (order.hasPhysicalItems) {
      if (statusId !== ORDER_STATUS.processing && statusId !== ORDER_STATUS.shipped) fulfilment.push('processing');
      if (statusId !== ORDER_STATUS.shipped) fulfilment.push('shipped');
      if (statusId === ORDER_STATUS.shipped) fulfilment.push('completed');
    } else if (statusId !== ORDER_STATUS.shipped) {
      fulfilment.push('completed');
    }
  }
  const refundable: number[] = [...paidStages, ORDER_STATUS.completed];
  return {
    record_payment: order.paymentType === 'check' && statusId === ORDER_STATUS.poGenerated,
    fulfilment,
    cancel: statusId === ORDER_STATUS.pendingPayment || statusId === ORDER_STATUS.poGenerated,
    refund: refundable.includes(statusId) && order.refundableCents > 0,
    withdraw_payment: order.hasPendingPayment,
    resend_confirmation: true,
  };
}
