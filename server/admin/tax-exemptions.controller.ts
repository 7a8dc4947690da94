import type { Request, Response } from 'express';
import type { Config } from '#server/config.js';
import type { z } from 'zod';
import type { Prisma, PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { HttpError, notFound } from '#server/http/errors.js';
import { sendStoredFile } from '#server/http/stored-file-response.js';
import { privateFileOf } from '#server/http/uploads.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { toFieldErrors, validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import {
  REJECTION_REASON_MAX,
  TAX_EXEMPTION_MESSAGES,
  ZApproveTaxExemptionInput,
  ZRejectTaxExemptionInput,
  ZTaxExemptionQueueQuery,
} from '#server/accounts/tax-exemption.schemas.js';
import {
  approveTaxExemption,
  countPendingTaxExemptions,
  findTaxCertificatePath,
  findTaxExemptionQueue,
  rejectTaxExemption,
  sendTaxExemptionDecisionEmail,
  type TaxExemptionDecision,
} from '#server/accounts/tax-exemption.service.js';
import { runStaffAction } from './staff-audit.service.js';
import { idParamOf } from '#server/http/route-params.js';
import { answerStaffAction, requireChangedDecision, SCHOOL_MAIL_FAILED, staffActorOf, type StaffActionAnswer } from './staff-action-answers.js';
import type { TaxExemptionsPageProps } from './tax-exemptions.pages.js';

interface TaxExemptionsControllerDeps {
  config: Pick<Config, 'appUrl'>;
  storage: FileStorage;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

type ChangedDecision = Extract<TaxExemptionDecision, { kind: 'changed' }>;

/** Routes admin.tax-exemptions, .document, .approve and .reject (issue 12 item 5; docs/decisions/075). */
export function taxExemptionsController({ config, storage, db, mailer, logger }: TaxExemptionsControllerDeps) {
  const queueUrl = route('admin.tax-exemptions');

  /** After the decision committed: a failed e-mail keeps the decision and tells staff to contact the school. */
  async function notifySchool(decision: ChangedDecision, reason: string | null): Promise<string | undefined> {
    try {
      await sendTaxExemptionDecisionEmail({ mailer, appUrl: config.appUrl }, decision, reason);
      return undefined;
    } catch (error) {
      logger.error({ err: error, userId: decision.school.id }, 'tax-exemption e-mail could not be sent');
      return SCHOOL_MAIL_FAILED;
    }
  }

  /** An approve or reject post: the decision and its audit event commit together, then the school is e-mailed. */
  function answerDecision<Schema extends z.ZodType<{ idempotency_key: string }>>(
    schema: Schema,
    texts: { action: string; already: string; success: string },
    decide: (tx: Prisma.TransactionClient, userId: number, input: z.output<Schema>) => Promise<TaxExemptionDecision>,
    reasonOf: (input: z.output<Schema>) => string | null,
  ) {
    return async (req: Request, res: Response) => {
      const userId = idParamOf(req, TAX_EXEMPTION_MESSAGES.notFound);
      const input = validate(schema, req.body);
      await answerStaffAction(res, queueUrl, { db, idempotencyKey: input.idempotency_key }, async () => {
        const outcome = await runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const decision = requireChangedDecision(await decide(tx, userId, input), { ...TAX_EXEMPTION_MESSAGES, already: texts.already });
          return {
            record: { action: texts.action, subjectType: 'user', subjectId: userId, customerUserId: userId, before: decision.before, after: decision.after },
            value: decision,
          };
        });
        if (outcome.kind === 'repeated') return outcome;
        const warning = await notifySchool(outcome.value, reasonOf(input));
        return { kind: 'done', value: { success: texts.success, warning } satisfies StaffActionAnswer };
      });
    };
  }

  return {
    async index(req: Request, res: Response) {
      const parsed = ZTaxExemptionQueueQuery.safeParse(req.query);
      if (!parsed.success) {
        const errors = toFieldErrors(parsed.error);
        throw new HttpError(422, Object.values(errors)[0], errors);
      }
      const props: TaxExemptionsPageProps = {
        breadcrumbs: [{ label: 'Dashboard', href: route('admin.dashboard') }, { label: 'Tax exemptions' }],
        filters: { status: parsed.data.status },
        pending_count: await countPendingTaxExemptions(db),
        certificates: await findTaxExemptionQueue(db, parsed.data),
        reason_max_length: REJECTION_REASON_MAX,
      };
      await res.inertia.render('admin/tax-exemptions/index', props);
    },

    /** The certificate as uploaded, shown in the browser (inline), never cached by shared caches. */
    async document(req: Request, res: Response) {
      const userId = idParamOf(req, TAX_EXEMPTION_MESSAGES.notFound);
      const file = privateFileOf(await findTaxCertificatePath(db, userId));
      if (!file) throw notFound(TAX_EXEMPTION_MESSAGES.notFound);
      await sendStoredFile(
        req,
        res,
        storage,
        {
          key: file.key,
          mime: file.mime,
          disposition: 'inline',
          fileName: `tax-exempt-certificate-${userId}.${file.kind}`,
          cacheControl: 'private, no-store',
          presign: 'large',
          missingMessage: TAX_EXEMPTION_MESSAGES.notFound,
          logContext: { userId, file: 'tax-exempt-certificate' },
        },
        logger,
      );
    },

    approve: answerDecision(
      ZApproveTaxExemptionInput,
      { action: 'tax-exemption.approve', already: TAX_EXEMPTION_MESSAGES.alreadyApproved, success: TAX_EXEMPTION_MESSAGES.approved },
      approveTaxExemption,
      () => null,
    ),

    reject: answerDecision(
      ZRejectTaxExemptionInput,
      { action: 'tax-exemption.reject', already: TAX_EXEMPTION_MESSAGES.alreadyRejected, success: TAX_EXEMPTION_MESSAGES.rejected },
      rejectTaxExemption,
      (input) => input.reason,
    ),
  };
}
