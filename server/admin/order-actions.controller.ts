import type { Request, Response } from 'express';
import { formatDollars } from '#server/shared/money.js';
import type { z } from 'zod';
import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { HttpError, notFound, ValidationError } from '#server/http/errors.js';
import { isInertiaVisit } from '#server/http/request-kind.js';
import { validate } from '#server/http/validation.rules.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import type { PaymentGateways } from '#server/payments/payment-gateways.service.js';
import { sendOrderConfirmationEmail } from '#server/orders/order-payments.service.js';
import { sendOrderCancelledMail, sendOrderRefundedMail, sendOrderShippedMail } from '#server/orders/order-notices.service.js';
import { StaleOrderError } from '#server/orders/order-status-history.service.js';
import {
  ORDER_ACTION_MESSAGES,
  ZCancelOrderInput,
  ZFulfilmentInput,
  ZOrderActionForm,
  ZRecordCheckPaymentInput,
  ZRefundInput,
  ZWithdrawPaymentInput,
} from '#server/orders/order-transitions.schemas.js';
import {
  advanceFulfilment,
  cancelUnpaidOrder,
  recordCheckPayment,
  withdrawPendingPayment,
  type OrderChange,
} from '#server/orders/order-transitions.service.js';
import { ORDER_STATUS, orderNumberOf, orderStatusNameOf } from '#server/orders/orders.rules.js';
import { markRefundFailed, reserveStaffRefund, settleRefund } from '#server/orders/order-refunds.service.js';
import { requestProviderRefund } from '#server/payments/refunds.service.js';
import { route } from '#server/route-table.js';
import { idParamOf } from '#server/http/route-params.js';
import { staffActorOf } from './staff-action-answers.js';
import { runStaffAction } from './staff-audit.service.js';

// The staff order actions (issue 12, deliver 3): Inertia form posts answered 303 back to the order's staff page
// with a flash message, the validation errors, or "this order changed" for a stale form. Each action is one call
// to the orders service inside runStaffAction, so the change and its audit event commit together and a repeated
// form key changes nothing; the customer's e-mail goes out after the commit.

export interface OrderActionsDeps {
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
  appUrl: string;
  gateways: PaymentGateways;
}

export const STAFF_WITHDRAW_REASON = 'Withdrawn by staff: the buyer never finished this payment.';

/** The form's key as sent, before validation (a repeat is recognised even when the rest of the form is not valid). */
const formKeyOf = (req: Request): string | null => (typeof req.body?.idempotency_key === 'string' ? req.body.idempotency_key : null);

type ActionAnswer = { success: string } | { info: string } | { error: string };

/** The order in the path, or 404 before anything else is read. */
export async function findActionOrderId(db: PrismaClient, req: Request): Promise<number> {
  const order = await db.order.findUnique({ where: { id: idParamOf(req, 'Order not found') }, select: { id: true } });
  if (!order) throw notFound('Order not found');
  return order.id;
}

/**
 * Runs one order action and answers the form: 303 back to the order with the flash, or with the field errors.
 * A refusal (stale form, a move the order's status does not allow) is a flash error on the same page; calls that
 * are not Inertia visits get the error handler's JSON instead. When two submissions of one form race, the loser
 * finds the winner's audit event and is told it was already done.
 */
export async function answerOrderAction(
  db: PrismaClient,
  req: Request,
  res: Response,
  orderId: number,
  idempotencyKey: string | null,
  act: () => Promise<ActionAnswer>,
): Promise<void> {
  const back = route('admin.orders.show', { id: orderId });
  let flash: ActionAnswer;
  try {
    flash = await act();
  } catch (error) {
    // 502: a provider did not answer; its message tells staff what to do, on the same page.
    if (!(error instanceof HttpError) || (error.status >= 500 && error.status !== 502) || error.status === 404) throw error;
    if (idempotencyKey && (await db.staffAuditEvent.findUnique({ where: { idempotencyKey }, select: { id: true } }))) {
      flash = { info: ORDER_ACTION_MESSAGES.alreadyDone };
    } else if (!isInertiaVisit(req)) {
      throw error;
    } else if (error instanceof ValidationError) {
      res.inertia.withErrors(error.errors ?? {});
      return res.inertia.redirect(back, 303);
    } else {
      flash = { error: error instanceof StaleOrderError ? ORDER_ACTION_MESSAGES.staleForm : error.message };
    }
  }
  res.inertia.flash(flash).redirect(back, 303);
}

const auditOf = (action: string, change: OrderChange) => ({
  action,
  subjectType: 'order' as const,
  subjectId: change.orderId,
  orderId: change.orderId,
  customerUserId: change.ownerUserId,
  before: change.before,
  after: change.after,
});

/** The e-mail leaves through the mail queue (docs/decisions/138): it is on its way, listed under E-mails sent once it went out. */
export const confirmationResentMessage = (to: string) => `The confirmation e-mail is on its way to ${to}; it is listed under E-mails sent once it has gone out.`;

/** Routes admin.orders.record-payment, .fulfilment, .cancel, .refund, .resend-confirmation and .withdraw-payment. */
export function orderActionsController(deps: OrderActionsDeps) {
  const { db } = deps;

  /**
   * One order transition: validate the form, make the change with its audit event in one transaction, then (after
   * the commit) send the customer's e-mail and say what happened. Each action states only its form, change and answer.
   */
  function runOrderTransition<Schema extends z.ZodType<{ idempotency_key: string }>, Change extends OrderChange>(
    schema: Schema,
    change: (tx: Prisma.TransactionClient, orderId: number, input: z.output<Schema>, actorId: number) => Promise<{ action: string; change: Change }>,
    answer: (orderId: number, input: z.output<Schema>, change: Change) => Promise<ActionAnswer>,
  ) {
    return async (req: Request, res: Response) => {
      const orderId = await findActionOrderId(db, req);
      await answerOrderAction(db, req, res, orderId, formKeyOf(req), async () => {
        const input = validate(schema, req.body ?? {});
        const actor = staffActorOf(req);
        const outcome = await runStaffAction(db, actor, input.idempotency_key, async (tx) => {
          const made = await change(tx, orderId, input, actor.userId);
          return { record: auditOf(made.action, made.change), value: made.change };
        });
        if (outcome.kind === 'repeated') return { info: ORDER_ACTION_MESSAGES.alreadyDone };
        return answer(orderId, input, outcome.value);
      });
    };
  }

  return {
    recordPayment: runOrderTransition(
      ZRecordCheckPaymentInput,
      async (tx, orderId, input, actorId) => ({ action: 'order.record-payment', change: await recordCheckPayment(tx, orderId, input, actorId) }),
      async (orderId, _input, change) => {
        await sendOrderConfirmationEmail(deps, { id: orderId, userId: change.userId });
        return { success: `Check recorded: order #${orderNumberOf(orderId)} is paid, its licences are granted and the customer was e-mailed.` };
      },
    ),

    fulfilment: runOrderTransition(
      ZFulfilmentInput,
      async (tx, orderId, input, actorId) => ({ action: `order.fulfilment.${input.action}`, change: await advanceFulfilment(tx, orderId, input, actorId) }),
      async (orderId, _input, change) => {
        if (change.shipped) {
          await sendOrderShippedMail(deps, orderId, change.shipped);
          return { success: `Order #${orderNumberOf(orderId)} is marked shipped and the customer was sent the tracking link.` };
        }
        return { success: `Order #${orderNumberOf(orderId)} is now ${String(change.after.status)}.` };
      },
    ),

    cancel: runOrderTransition(
      ZCancelOrderInput,
      async (tx, orderId, input, actorId) => ({ action: 'order.cancel', change: await cancelUnpaidOrder(tx, orderId, input, actorId) }),
      async (orderId, input) => {
        await sendOrderCancelledMail(deps, orderId, input.reason ?? null);
        return { success: `Order #${orderNumberOf(orderId)} is cancelled and the customer was e-mailed.` };
      },
    ),

    /**
     * A refund through the provider that took the money (payments/refunds.service.ts): reserve the refund row, ask
     * the provider with the form's key, then settle it into the order together with the audit event.
     */
    async refund(req: Request, res: Response) {
      const orderId = await findActionOrderId(db, req);
      const key = formKeyOf(req);
      await answerOrderAction(db, req, res, orderId, key, async () => {
        const input = validate(ZRefundInput, req.body ?? {});
        const actor = staffActorOf(req);
        if (await db.staffAuditEvent.findUnique({ where: { idempotencyKey: input.idempotency_key }, select: { id: true } })) {
          return { info: ORDER_ACTION_MESSAGES.alreadyDone };
        }
        const reserved = await reserveStaffRefund(db, orderId, input, actor.userId);
        const outcome = await requestProviderRefund(deps, reserved);
        if (outcome.status === 'failed') {
          await markRefundFailed(db, reserved.refund.id, outcome);
          throw new HttpError(422, outcome.message);
        }
        const done = await runStaffAction(db, actor, input.idempotency_key, async (tx) => {
          const settled = await settleRefund(tx, reserved.refund.id, outcome, actor.userId);
          return {
            record: {
              action: 'order.refund',
              subjectType: 'order' as const,
              subjectId: settled.orderId,
              orderId: settled.orderId,
              customerUserId: settled.ownerUserId,
              before: { status: orderStatusNameOf(settled.statusBefore) },
              after: {
                status: orderStatusNameOf(settled.statusAfter),
                refund_id: settled.refundId,
                amount_cents: settled.amountCents,
                provider: settled.provider,
                reference: outcome.reference,
                lines: settled.lines.map((line) => ({ ...line })),
                licences_suspended: settled.applied?.suspendedLicences ?? 0,
                ...(input.reason ? { reason: input.reason } : {}),
              },
            },
            value: settled,
          };
        });
        if (done.kind === 'repeated') return { info: ORDER_ACTION_MESSAGES.alreadyDone };
        const settled = done.value;
        await sendOrderRefundedMail(deps, orderId, {
          amountCents: settled.amountCents,
          fully: settled.statusAfter === ORDER_STATUS.refunded,
          byCheck: settled.provider === 'check',
          lineTitles: input.lines?.length ? settled.lineTitles : [],
        });
        return { success: `Refunded ${formatDollars(settled.amountCents)} on order #${orderNumberOf(orderId)}; the customer was e-mailed.` };
      });
    },

    async resendConfirmation(req: Request, res: Response) {
      const orderId = await findActionOrderId(db, req);
      const key = formKeyOf(req);
      await answerOrderAction(db, req, res, orderId, key, async () => {
        const input = validate(ZOrderActionForm, req.body ?? {});
        const actor = staffActorOf(req);
        const outcome = await runStaffAction(db, actor, input.idempotency_key, async (tx) => {
          const order = await tx.order.findUniqueOrThrow({ where: { id: orderId }, select: { id: true, userId: true, ownerUserId: true, customerEmail: true } });
          return {
            record: {
              action: 'order.resend-confirmation',
              subjectType: 'order' as const,
              subjectId: order.id,
              orderId: order.id,
              customerUserId: order.ownerUserId,
              after: { to: order.customerEmail },
            },
            value: order,
          };
        });
        if (outcome.kind === 'repeated') return { info: ORDER_ACTION_MESSAGES.alreadyDone };
        const sent = await sendOrderConfirmationEmail(deps, outcome.value);
        return sent
          ? { success: confirmationResentMessage(outcome.value.customerEmail) }
          : { error: 'The confirmation e-mail could not be sent. Try again later.' };
      });
    },

    withdrawPayment: runOrderTransition(
      ZWithdrawPaymentInput,
      async (tx, orderId, input, actorId) => ({
        action: 'order.withdraw-payment',
        change: await withdrawPendingPayment(tx, orderId, input, actorId, STAFF_WITHDRAW_REASON),
      }),
      async (orderId, _input, change) => ({
        success: `The pending payment was withdrawn; order #${orderNumberOf(orderId)} is now ${String(change.after.status)}.`,
      }),
    ),
  };
}
