import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { notFound, ValidationError } from '#server/http/errors.js';
import { sameOriginPath } from '#server/shared/same-origin-path.rules.js';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules.js';
import type { StaffActionOutcome, StaffActor } from './staff-audit.service.js';

// How staff form posts are answered (docs/decisions/070): 303 back with a flash message. A refusal thrown inside
// the action's work (a stale form, nothing to do) rolls its transaction back, so nothing changes and no audit
// event is written.

export type StaffFlash = { success: string } | { info: string } | { error: string };

export class StaffActionRefused extends Error {
  constructor(readonly flash: StaffFlash) {
    super('info' in flash ? flash.info : 'error' in flash ? flash.error : flash.success);
    this.name = 'StaffActionRefused';
  }
}

export const refuseAsStale = (message: string = STAFF_FORM_MESSAGES.stale) => new StaffActionRefused({ error: message });
export const refuseAsDone = (message: string = STAFF_FORM_MESSAGES.repeated) => new StaffActionRefused({ info: message });

/** The warning beside a decision that committed while the e-mail telling the school could not be sent. */
export const SCHOOL_MAIL_FAILED = 'The e-mail to the school could not be sent. Please contact the school yourself.';

/** A staff decision as the owning service answers it: made, or why nothing changed. */
export type StaffDecision = { kind: 'missing' } | { kind: 'already' } | { kind: 'stale' } | { kind: 'changed' };

/** A decision that changed nothing is refused inside the transaction, so no audit event is written. */
export function requireChangedDecision<Decision extends StaffDecision>(
  decision: Decision,
  messages: { notFound: string; stale: string; already: string },
): Extract<Decision, { kind: 'changed' }> {
  if (decision.kind === 'missing') throw notFound(messages.notFound);
  if (decision.kind === 'already') throw refuseAsDone(messages.already);
  if (decision.kind === 'stale') throw refuseAsStale(messages.stale);
  return decision as Extract<Decision, { kind: 'changed' }>;
}

export const staffActorOf = (req: Request): StaffActor => ({ userId: req.user!.id, ip: req.ip ?? null });

export interface StaffActionAnswer {
  /** The success message (empty: none), and optionally a warning shown with it (e.g. an e-mail that could not be sent). */
  success: string;
  warning?: string;
}

/**
 * Runs the action and answers 303 back (to the Referer, else `fallbackUrl`) with its flash message: success, the
 * "already done" info for a repeated form key, or the refusal. Anything else propagates to the error handler.
 * `options.doneUrl` sends a success elsewhere (a created or deleted record's list) instead of back.
 */
export async function answerStaffAction(
  res: Response,
  fallbackUrl: string,
  /** `redirectTo` replaces "back" when the page the form was on would undo the action (a message marked unread). */
  submission: { db: PrismaClient; idempotencyKey: string; redirectTo?: string },
  perform: () => Promise<StaffActionOutcome<StaffActionAnswer>>,
  options: { doneUrl?: string } = {},
): Promise<void> {
  let flash: Record<string, string>;
  let doneUrl: string | undefined;
  try {
    const outcome = await perform();
    if (outcome.kind === 'repeated') flash = { info: STAFF_FORM_MESSAGES.repeated };
    else {
      flash = { ...(outcome.value.success ? { success: outcome.value.success } : {}), ...(outcome.value.warning ? { error: outcome.value.warning } : {}) };
      doneUrl = options.doneUrl;
    }
  } catch (error) {
    // A double click whose twin finished first sees that twin's result (e.g. "already licensed"): it is a repeat.
    if ((error instanceof StaffActionRefused || error instanceof ValidationError) && (await isRecorded(submission))) {
      flash = { info: STAFF_FORM_MESSAGES.repeated };
    } else if (error instanceof StaffActionRefused) {
      flash = { ...error.flash };
    } else {
      throw error;
    }
  }
  res.inertia.flash(flash).redirect(doneUrl ?? submission.redirectTo ?? sameOriginPath(res.req.get('Referer'), res.req.host) ?? fallbackUrl, 303);
}

async function isRecorded({ db, idempotencyKey }: { db: PrismaClient; idempotencyKey: string }): Promise<boolean> {
  return (await db.staffAuditEvent.count({ where: { idempotencyKey } })) > 0;
}
