import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
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
import { answerStaffAction, idParamOf, refuseAsDone, refuseAsStale, staffActorOf } from './staff-action-answers.js';

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

    async extend(req: Request, res: Response) {
      const licenceId = idParamOf(req, LICENCE_CHANGE_MESSAGES.licenceNotFound);
      const input = validate(ZExtendLicenceInput, req.body);
      await answerStaffAction(res, await holderPageOf(licenceId), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const change = requireChange(await extendLicenceByStaff(tx, licenceId, input), LICENCE_CHANGE_MESSAGES.licenceNotFound);
          return { record: auditRecord('licence.extend', change), value: { success: LICENCE_CHANGE_MESSAGES.extended } };
        }),
      );
    },

    async revoke(req: Request, res: Response) {
      const licenceId = idParamOf(req, LICENCE_CHANGE_MESSAGES.licenceNotFound);
      const input = validate(ZRevokeLicenceInput, req.body);
      await answerStaffAction(res, await holderPageOf(licenceId), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const change = requireChange(await revokeLicenceByStaff(tx, licenceId, input), LICENCE_CHANGE_MESSAGES.licenceNotFound);
          return { record: auditRecord('licence.revoke', change, { reason: input.reason }), value: { success: LICENCE_CHANGE_MESSAGES.revoked } };
        }),
      );
    },

    async regrant(req: Request, res: Response) {
      const licenceId = idParamOf(req, LICENCE_CHANGE_MESSAGES.licenceNotFound);
      const input = validate(ZRegrantLicenceInput, req.body);
      await answerStaffAction(res, await holderPageOf(licenceId), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const change = requireChange(await regrantLicenceByStaff(tx, licenceId, input), LICENCE_CHANGE_MESSAGES.licenceNotFound);
          return { record: auditRecord('licence.regrant', change), value: { success: LICENCE_CHANGE_MESSAGES.regranted } };
        }),
      );
    },
  };
}
