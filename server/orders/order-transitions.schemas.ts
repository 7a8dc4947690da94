import { z } from 'zod';
import { isCalendarDate } from '#server/http/list-query.schemas.js';
import { SHIPPING_CARRIER_KEYS } from './shipping-carriers.rules.js';

// The staff forms that move an order (issue 12, deliver 3): record a check, fulfil, cancel, refund, resend the
// confirmation, withdraw a stale pending payment. Every form carries the key the page made when it opened
// (a repeat is answered "already done") and may carry the status it was opened on (a stale form is refused).
// Pure: the staff pages import the same rules and messages.

export const ORDER_ACTION_MESSAGES = {
  staleForm: 'This order changed since you opened it. Reload the page and try again.',
  alreadyDone: 'That was already done.',
  formKeyMissing: 'This form has expired. Reload the page and try again.',
  checkNumberRequired: 'Enter the check number.',
  checkNumberFormat: 'A check number is 1-30 letters, digits, spaces or dashes.',
  amountRequired: 'Enter the amount received.',
  amountFormat: 'Enter an amount in dollars and cents, e.g. 450.00.',
  amountPositive: 'The amount must be more than $0.00.',
  receivedOnRequired: 'Enter the date the check was received.',
  receivedOnFormat: 'Enter the date as YYYY-MM-DD.',
  receivedOnFuture: 'The date received cannot be in the future.',
  receivedOnBeforeOrder: 'The date received cannot be before the order was placed.',
  notAQuote: 'Only a quote waiting for payment (PO Generated) can have a check recorded.',
  actionRequired: 'Choose what happened to the order.',
  carrierRequired: 'Choose the carrier.',
  trackingNumberRequired: 'Enter the tracking number.',
  trackingNumberFormat: 'A tracking number is 5-40 letters, digits, spaces or dashes.',
  nothingToShip: 'This order has nothing to ship: a download-only order goes straight to Completed.',
  cannotCancel: 'Only an unpaid order (a quote or a pending payment) can be cancelled. Refund a paid order instead.',
  reasonTooLong: 'The reason can be at most 500 characters.',
  paymentRequired: 'Choose the payment to withdraw.',
  paymentNotPending: 'Only a payment still waiting for the provider can be withdrawn.',
  lineRequired: 'Choose the order line.',
  lineNotInOrder: 'That line is not part of this order.',
  lineRepeated: 'Each line can be listed once.',
} as const;

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : trimmed(value));

/** Dollars as a form sends them (450, "450.00", "1,250.5"): whole cents, or the field's message. */
const DOLLARS = /^\d{1,7}(\.\d{1,2})?$/;
export function dollarsToCents(value: string | number): number | null {
  const text = typeof value === 'number' ? (Number.isFinite(value) ? String(value) : '') : value.replace(/[$,\s]/g, '');
  if (!DOLLARS.test(text)) return null;
  const [whole, fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

const dollars = (required: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .union([z.string(), z.number()], { error: (issue) => (issue.input === undefined ? required : ORDER_ACTION_MESSAGES.amountFormat) })
      .transform((value, ctx) => {
        const cents = dollarsToCents(value);
        if (cents === null) {
          ctx.addIssue({ code: 'custom', message: ORDER_ACTION_MESSAGES.amountFormat });
          return z.NEVER;
        }
        if (cents <= 0) {
          ctx.addIssue({ code: 'custom', message: ORDER_ACTION_MESSAGES.amountPositive });
          return z.NEVER;
        }
        return cents;
      }),
  );

const positiveId = (message: string) =>
  z.preprocess(
    emptyToUndefined,
    z.union([z.number(), z.string()], { error: message }).transform((value, ctx) => {
      const text = String(value);
      if (!/^[1-9]\d{0,9}$/.test(text)) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return Number(text);
    }),
  );

/** Every staff form: the key of this submission and, optionally, the order status the form was opened on. */
const formEnvelope = {
  idempotency_key: z.preprocess(trimmed, z.uuid({ error: ORDER_ACTION_MESSAGES.formKeyMissing })),
  expected_status: positiveId(ORDER_ACTION_MESSAGES.staleForm).optional(),
};

export const ZOrderActionForm = z.object(formEnvelope);
export type TOrderActionForm = z.output<typeof ZOrderActionForm>;

export const ZRecordCheckPaymentInput = z.object({
  ...formEnvelope,
  check_number: z.preprocess(
    emptyToUndefined,
    z
      .string({ error: ORDER_ACTION_MESSAGES.checkNumberRequired })
      .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,29}$/, ORDER_ACTION_MESSAGES.checkNumberFormat),
  ),
  amount: dollars(ORDER_ACTION_MESSAGES.amountRequired),
  received_on: z.preprocess(
    emptyToUndefined,
    z.string({ error: ORDER_ACTION_MESSAGES.receivedOnRequired }).refine(isCalendarDate, ORDER_ACTION_MESSAGES.receivedOnFormat),
  ),
});
export type TRecordCheckPaymentInput = z.output<typeof ZRecordCheckPaymentInput>;

export const FULFILMENT_ACTIONS = ['processing', 'shipped', 'completed'] as const;
export type FulfilmentAction = (typeof FULFILMENT_ACTIONS)[number];

export const ZFulfilmentInput = z
  .object({
    ...formEnvelope,
    action: z.enum(FULFILMENT_ACTIONS, { error: ORDER_ACTION_MESSAGES.actionRequired }),
    // The keys of SHIPPING_CARRIERS, in any case ("UPS" is ups).
    carrier: z.preprocess(
      (value) => (typeof value === 'string' ? emptyToUndefined(value.toLowerCase()) : emptyToUndefined(value)),
      z.enum(SHIPPING_CARRIER_KEYS, { error: ORDER_ACTION_MESSAGES.carrierRequired }).optional(),
    ),
    tracking_number: z.preprocess(
      emptyToUndefined,
      z
        .string({ error: ORDER_ACTION_MESSAGES.trackingNumberFormat })
        .regex(/^[A-Za-z0-9][A-Za-z0-9 -]{4,39}$/, ORDER_ACTION_MESSAGES.trackingNumberFormat)
        .optional(),
    ),
  })
  .superRefine((input, ctx) => {
    if (input.action !== 'shipped') return;
    if (!input.carrier) ctx.addIssue({ code: 'custom', path: ['carrier'], message: ORDER_ACTION_MESSAGES.carrierRequired });
    if (!input.tracking_number) ctx.addIssue({ code: 'custom', path: ['tracking_number'], message: ORDER_ACTION_MESSAGES.trackingNumberRequired });
  });
export type TFulfilmentInput = z.output<typeof ZFulfilmentInput>;

const optionalReason = z.preprocess(emptyToUndefined, z.string().max(500, ORDER_ACTION_MESSAGES.reasonTooLong).optional());

export const ZCancelOrderInput = z.object({ ...formEnvelope, reason: optionalReason });
export type TCancelOrderInput = z.output<typeof ZCancelOrderInput>;

export const ZRefundInput = z
  .object({
    ...formEnvelope,
    /** Absent: everything the order can still give back (or, with lines, the sum of the lines). */
    amount: dollars(ORDER_ACTION_MESSAGES.amountRequired).optional(),
    lines: z
      .array(
        z.object({
          order_item_id: positiveId(ORDER_ACTION_MESSAGES.lineRequired),
          /** Absent: what is left of that line. */
          amount: dollars(ORDER_ACTION_MESSAGES.amountRequired).optional(),
        }),
        { error: ORDER_ACTION_MESSAGES.lineRequired },
      )
      .max(200)
      .optional(),
    /** A check order's refund goes out as a check: its number, when staff know it. */
    check_number: z.preprocess(
      emptyToUndefined,
      z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]{0,29}$/, ORDER_ACTION_MESSAGES.checkNumberFormat).optional(),
    ),
    reason: optionalReason,
  })
  .superRefine((input, ctx) => {
    const seen = new Set<number>();
    input.lines?.forEach((line, index) => {
      if (seen.has(line.order_item_id)) ctx.addIssue({ code: 'custom', path: ['lines', index, 'order_item_id'], message: ORDER_ACTION_MESSAGES.lineRepeated });
      seen.add(line.order_item_id);
    });
  });
export type TRefundInput = z.output<typeof ZRefundInput>;

export const ZWithdrawPaymentInput = z.object({ ...formEnvelope, payment_id: positiveId(ORDER_ACTION_MESSAGES.paymentRequired) });
export type TWithdrawPaymentInput = z.output<typeof ZWithdrawPaymentInput>;
