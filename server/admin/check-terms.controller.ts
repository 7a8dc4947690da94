import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { Config } from '#server/config.js';
import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { idParamOf } from '#server/http/route-params.js';
import { validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { CHECK_TERMS_MESSAGES, CHECK_TERMS_REASON_MAX, ZApproveCheckTermsInput, ZDeclineCheckTermsInput, ZSwitchToCardInput } from '#server/accounts/check-terms.schemas.js';
import { approveCheckTerms, declineCheckTerms, findCheckTermsOfSchool, sendCheckTermsEmail, switchSchoolToCard, type CheckTermsDecision } from '#server/accounts/check-terms.service.js';
import { answerStaffAction, requireChangedDecision, SCHOOL_MAIL_FAILED, staffActorOf, type StaffActionAnswer } from './staff-action-answers.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import type { AdminCheckTerms } from './check-terms.pages.js';
import { runStaffAction } from './staff-audit.service.js';

/** The customer page's payment-terms box: a school's (or a sub-user's school's) terms, with the actions on the school's own page. */
export async function findStaffCheckTerms(db: PrismaClient, userId: number): Promise<AdminCheckTerms | null> {
  const user = await db.user.findUnique({ where: { id: userId }, select: { accountTypeId: true, parentId: true } });
  if (!user || user.accountTypeId !== ACCOUNT_TYPE.schools) return null;
  const holderId = user.parentId ?? userId;
  const view = await findCheckTermsOfSchool(db, holderId, 'en');
  if (!view) return null;
  const urls =
    holderId === userId
      ? {
          approve: route('admin.customers.check-terms.approve', { id: userId }),
          decline: route('admin.customers.check-terms.decline', { id: userId }),
          switch_to_card: route('admin.customers.check-terms.card', { id: userId }),
        }
      : null;
  return { ...view, holder_id: holderId, urls, reason_max_length: CHECK_TERMS_REASON_MAX };
}

interface CheckTermsStaffDeps {
  config: Pick<Config, 'appUrl'>;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

/** Routes admin.customers.check-terms.approve, .decline and .card (issue 13 item 3; docs/decisions/096). */
export function checkTermsStaffController({ config, db, mailer, logger }: CheckTermsStaffDeps) {
  function answer<Schema extends z.ZodType<{ idempotency_key: string }>>(
    schema: Schema,
    texts: { action: string; already: string; success: string },
    decide: (tx: Prisma.TransactionClient, userId: number, input: z.output<Schema>) => Promise<CheckTermsDecision>,
    reasonOf: (input: z.output<Schema>) => string | null,
  ) {
    return async (req: Request, res: Response) => {
      const userId = idParamOf(req, CHECK_TERMS_MESSAGES.notFound);
      const input = validate(schema, req.body);
      const backUrl = route('admin.customers.show', { id: userId });
      await answerStaffAction(res, backUrl, { db, idempotencyKey: input.idempotency_key }, async () => {
        const outcome = await runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const decision = requireChangedDecision(await decide(tx, userId, input), { ...CHECK_TERMS_MESSAGES, already: texts.already });
          return {
            record: { action: texts.action, subjectType: 'user', subjectId: userId, customerUserId: userId, before: decision.before, after: decision.after },
            value: decision,
          };
        });
        if (outcome.kind === 'repeated') return outcome;
        let warning: string | undefined;
        try {
          await sendCheckTermsEmail({ mailer, appUrl: config.appUrl }, outcome.value, reasonOf(input));
        } catch (error) {
          logger.error({ err: error, userId }, 'check-terms e-mail could not be sent');
          warning = SCHOOL_MAIL_FAILED;
        }
        return { kind: 'done', value: { success: texts.success, warning } satisfies StaffActionAnswer };
      });
    };
  }

  return {
    approve: answer(
      ZApproveCheckTermsInput,
      { action: 'check-terms.approve', already: CHECK_TERMS_MESSAGES.alreadyPaysByCheckStaff, success: CHECK_TERMS_MESSAGES.approved },
      approveCheckTerms,
      () => null,
    ),
    decline: answer(
      ZDeclineCheckTermsInput,
      { action: 'check-terms.decline', already: CHECK_TERMS_MESSAGES.noOpenRequest, success: CHECK_TERMS_MESSAGES.declined },
      declineCheckTerms,
      (input) => input.reason,
    ),
    switchToCard: answer(
      ZSwitchToCardInput,
      { action: 'check-terms.switch-to-card', already: CHECK_TERMS_MESSAGES.notPayingByCheck, success: CHECK_TERMS_MESSAGES.switchedBack },
      (tx, userId) => switchSchoolToCard(tx, userId),
      () => null,
    ),
  };
}
