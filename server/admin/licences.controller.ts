import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import { notFound } from '#server/http/errors.js';
import { validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import {
  LICENCE_CHANGE_MESSAGES,
  ZExtendLicenceInput,
  ZGrantLicenceInput,
  ZRegrantLicenceInput,
  ZRevokeLicenceInput,
} from '#server/licensing/licence-changes.schemas.js';
import {
  extendLicenceByStaff,
  grantLicenceByHand,
  regrantLicenceByStaff,
  revokeLicenceByStaff,
  findLicenceHolderId,
  type LicenceChange,
} from '#server/licensing/licence-changes.service.js';
import { runStaffAction } from './staff-audit.service.js';
import { idParamOf } from '#server/http/route-params.js';
import { answerStaffAction, refuseAsDone, refuseAsStale, staffActorOf } from './staff-action-answers.js';

type ChangedLicence = Extract<LicenceChange, { kind: 'changed' }>;

/** Anything but a change is refused inside the transaction: nothing changes and no audit event is written. */
function requireChange(change: LicenceChange, missingMessage: string): ChangedLicence {
  if (change.kind === 'missing') throw notFound(missingMessage);
  if (change.kind === 'already') throw refuseAsDone(change.message);
  if (change.kind === 'stale') throw refuseAsStale(LICENCE_CHANGE_MESSAGES.stale);
  return change;
}

const auditRecord = (action: string, change: ChangedLicence, extra: Record<string, string | null> = {}) => ({
  action,
  subjectType: 'licence' as const,
  subjectId: change.licence.id,
  orderId: change.licence.orderId,
  customerUserId: change.ownerId,
  before: change.before,
  after: { ...change.after, ...extra },
});

/** Routes admin.licences.grant, .extend, .revoke, .regrant (issue 12 item 6; docs/decisions/076). */
export function licencesController({ db }: { db: PrismaClient }) {
  /** Without a Referer the answer goes to the page of the customer who holds the licence. */
  async function holderPageOf(licenceId: number): Promise<string> {
    const holderId = await findLicenceHolderId(db, licenceId);
    if (holderId === null) throw notFound(LICENCE_CHANGE_MESSAGES.licenceNotFound);
    return route('admin.customers.show', { id: holderId });
  }

  /** A change to one licence in the path: validated, made with its audit event, answered back to where it was posted. */
  function answerLicenceChange<Schema extends z.ZodType<{ idempotency_key: string }>>(
    schema: Schema,
    action: string,
    success: string,
    change: (tx: Prisma.TransactionClient, licenceId: number, input: z.output<Schema>) => Promise<LicenceChange>,
    auditExtraOf: (input: z.output<Schema>) => Record<string, string | null> = () => ({}),
  ) {
    return async (req: Request, res: Response) => {
      const licenceId = idParamOf(req, LICENCE_CHANGE_MESSAGES.licenceNotFound);
      const input = validate(schema, req.body);
      await answerStaffAction(res, await holderPageOf(licenceId), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const changed = requireChange(await change(tx, licenceId, input), LICENCE_CHANGE_MESSAGES.licenceNotFound);
          return { record: auditRecord(action, changed, auditExtraOf(input)), value: { success } };
        }),
      );
    };
  }

  return {
    async grant(req: Request, res: Response) {
      const customerId = idParamOf(req, LICENCE_CHANGE_MESSAGES.customerNotFound);
      const input = validate(ZGrantLicenceInput, req.body);
      await answerStaffAction(res, route('admin.customers.show', { id: customerId }), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const change = requireChange(
            await grantLicenceByHand(tx, { customerId, grantedByUserId: req.user!.id, ...input }),
            LICENCE_CHANGE_MESSAGES.customerNotFound,
          );
          // Shown on the customer's page too when granted to a sub-user's school.
          return { record: { ...auditRecord('licence.grant', change), customerUserId: customerId }, value: { success: LICENCE_CHANGE_MESSAGES.granted } };
        }),
      );
    },

    extend: answerLicenceChange(ZExtendLicenceInput, 'licence.extend', LICENCE_CHANGE_MESSAGES.extended, extendLicenceByStaff),

    revoke: answerLicenceChange(ZRevokeLicenceInput, 'licence.revoke', LICENCE_CHANGE_MESSAGES.revoked, revokeLicenceByStaff, (input) => ({
      reason: input.reason,
    })),

    regrant: answerLicenceChange(ZRegrantLicenceInput, 'licence.regrant', LICENCE_CHANGE_MESSAGES.regranted, regrantLicenceByStaff),
  };
}
