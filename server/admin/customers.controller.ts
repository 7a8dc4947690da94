import type { Request, Response } from 'express';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer, MailTag } from '#server/mail/mailer.js';
import { listSentEmailsFor } from '#server/mail/sent-emails.service.js';
import { notFound } from '#server/http/errors.js';
import { DatabaseSessionStore } from '#server/http/session-store.js';
import { validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { CUSTOMER_ACCOUNT_MESSAGES, ZCustomerMailInput, ZSetAccountActiveInput } from '#server/accounts/customer-accounts.schemas.js';
import { findCustomerAccount, findCustomerContact, setAccountActive } from '#server/accounts/customer-accounts.service.js';
import { sendVerificationEmail } from '#server/accounts/email-verification.service.js';
import { requestPasswordReset } from '#server/accounts/password-reset.service.js';
import { REJECTION_REASON_MAX } from '#server/accounts/tax-exemption.schemas.js';
import { GRANT_REASON_MAX, MAX_LICENCE_YEARS_AHEAD } from '#server/licensing/licence-changes.schemas.js';
import { findLicenceOwner, listCustomerLicences, listGrantableProducts } from '#server/licensing/licence-changes.service.js';
import { summarizeViewingHistory } from '#server/licensing/viewing-history.service.js';
import { findCustomerOrders } from '#server/orders/customer-orders.service.js';
import { shopDateOf } from '#server/shared/shop-time-zone.js';
import type { CustomerShowPageProps } from './customers.pages.js';
import { findStaffCheckTerms } from './check-terms.controller.js';
import { listStaffActionsFor, runStaffAction } from './staff-audit.service.js';
import { idParamOf } from '#server/http/route-params.js';
import { answerStaffAction, refuseAsDone, staffActorOf, StaffActionRefused } from './staff-action-answers.js';

/** The same mailer, with a default tag for services that send without one. */
const taggedMailer = (mailer: Mailer, tag: MailTag): Mailer => ({ send: (mail, own) => mailer.send(mail, own ?? tag), close: () => mailer.close() });

interface CustomersControllerDeps {
  config: Pick<Config, 'appUrl' | 'session'>;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

const addYears = (isoDate: string, years: number) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year + years, month - 1, day)).toISOString().slice(0, 10);
};
const nextDay = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
};

/** Routes admin.customers.show, .active, .resend-verification, .send-password-reset (issue 12 item 4; decision 077). */
export function customersController({ config, db, mailer, logger }: CustomersControllerDeps) {
  const sessions = new DatabaseSessionStore(db, config.session.ttlMs);
  const customerUrl = (id: number) => route('admin.customers.show', { id });

  /**
   * Sends one account e-mail after the audited action committed, through the accounts service that owns it; the
   * message is tagged so sent_emails lists it on the customer. A failure is shown to staff, not hidden.
   */
  async function sendAccountMail(userId: number, kind: string, send: (tagged: Mailer) => Promise<unknown>): Promise<string | undefined> {
    try {
      await send(taggedMailer(mailer, { kind, userId }));
      return undefined;
    } catch (error) {
      logger.error({ err: error, userId, kind }, 'customer e-mail could not be sent');
      return CUSTOMER_ACCOUNT_MESSAGES.mailFailed;
    }
  }

  type CustomerContact = NonNullable<Awaited<ReturnType<typeof findCustomerContact>>>;

  /** A staff-triggered e-mail to the customer: audited in one transaction, sent after it; a failed send is a warning. */
  function answerCustomerMail(mail: {
    action: string;
    mailKind: string;
    success: string;
    refusalFor: (customer: CustomerContact) => StaffActionRefused | null;
    send: (customer: CustomerContact, recording: Mailer) => Promise<unknown>;
  }) {
    return async (req: Request, res: Response) => {
      const userId = idParamOf(req, CUSTOMER_ACCOUNT_MESSAGES.customerNotFound);
      const input = validate(ZCustomerMailInput, req.body);
      await answerStaffAction(res, customerUrl(userId), { db, idempotencyKey: input.idempotency_key }, async () => {
        const outcome = await runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const customer = await findCustomerContact(tx, userId);
          if (!customer) throw notFound(CUSTOMER_ACCOUNT_MESSAGES.customerNotFound);
          const refusal = mail.refusalFor(customer);
          if (refusal) throw refusal;
          return {
            record: { action: mail.action, subjectType: 'user', subjectId: userId, customerUserId: userId, after: { email: customer.email } },
            value: customer,
          };
        });
        if (outcome.kind === 'repeated') return outcome;
        const customer = outcome.value;
        const warning = await sendAccountMail(userId, mail.mailKind, (recording) => mail.send(customer, recording));
        return { kind: 'done', value: { success: mail.success, warning } };
      });
    };
  }

  return {
    async show(req: Request, res: Response) {
      const userId = idParamOf(req, CUSTOMER_ACCOUNT_MESSAGES.customerNotFound);
      const found = await findCustomerAccount(db, userId);
      const owner = await findLicenceOwner(db, userId);
      if (!found || !owner) throw notFound(CUSTOMER_ACCOUNT_MESSAGES.customerNotFound);
      const { account, subUsers } = found;
      const today = shopDateOf(new Date());
      const [orders, licences, products, viewing, sentEmails, trail] = await Promise.all([
        findCustomerOrders(db, userId),
        listCustomerLicences(db, owner.ownerId),
        listGrantableProducts(db),
        summarizeViewingHistory(db, account.is_school_main_account ? { schoolUserId: userId } : { userId }),
        listSentEmailsFor(db, { userId }),
        listStaffActionsFor(db, { customerUserId: userId }),
      ]);
      const checkTerms = await findStaffCheckTerms(db, userId);
      const holderId = account.tax_exemption?.holder_id;
      const props: CustomerShowPageProps = {
        breadcrumbs: [
          { label: 'Dashboard', href: route('admin.dashboard') },
          { label: 'Customers', href: route('admin.customers') },
          { label: account.full_name || account.email },
        ],
        customer: account,
        sub_users: subUsers,
        orders,
        licences: {
          owner_id: owner.ownerId,
          owner_is_school: owner.isSubUser,
          rows: licences,
          grant_url: route('admin.licences.grant', { id: userId }),
          grantable_products: products,
          min_expires_on: nextDay(today),
          max_expires_on: addYears(today, MAX_LICENCE_YEARS_AHEAD),
          reason_max_length: GRANT_REASON_MAX,
        },
        viewing,
        sent_emails: sentEmails,
        audit_trail: trail,
        actions: {
          active_url: route('admin.customers.active', { id: userId }),
          resend_verification_url: account.email_verified ? null : route('admin.customers.resend-verification', { id: userId }),
          send_password_reset_url: account.is_active ? route('admin.customers.send-password-reset', { id: userId }) : null,
          can_deactivate: userId !== req.user!.id,
        },
        tax_exemption_urls: holderId
          ? { approve: route('admin.tax-exemptions.approve', { id: holderId }), reject: route('admin.tax-exemptions.reject', { id: holderId }) }
          : null,
        tax_reason_max_length: REJECTION_REASON_MAX,
        check_terms: checkTerms,
      };
      await res.inertia.render('admin/customers/show', props);
    },

    async setActive(req: Request, res: Response) {
      const userId = idParamOf(req, CUSTOMER_ACCOUNT_MESSAGES.customerNotFound);
      const input = validate(ZSetAccountActiveInput, req.body);
      await answerStaffAction(res, customerUrl(userId), { db, idempotencyKey: input.idempotency_key }, async () => {
        if (!input.is_active && userId === req.user!.id) throw new StaffActionRefused({ error: CUSTOMER_ACCOUNT_MESSAGES.notYourself });
        const outcome = await runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const change = await setAccountActive(tx, userId, input.is_active);
          if (change.kind === 'missing') throw notFound(CUSTOMER_ACCOUNT_MESSAGES.customerNotFound);
          if (change.kind === 'already') throw refuseAsDone(input.is_active ? CUSTOMER_ACCOUNT_MESSAGES.alreadyActive : CUSTOMER_ACCOUNT_MESSAGES.alreadyInactive);
          return {
            record: { action: input.is_active ? 'customer.activate' : 'customer.deactivate', subjectType: 'user', subjectId: userId, customerUserId: userId, before: change.before, after: change.after },
            value: null,
          };
        });
        if (outcome.kind === 'repeated') return outcome;
        // Signed out everywhere at once (the next request would refuse the session anyway).
        if (!input.is_active) await sessions.destroyUserSessions(userId);
        return { kind: 'done', value: { success: input.is_active ? CUSTOMER_ACCOUNT_MESSAGES.activated : CUSTOMER_ACCOUNT_MESSAGES.deactivated } };
      });
    },

    resendVerification: answerCustomerMail({
      action: 'customer.resend-verification',
      mailKind: 'email-verification',
      success: CUSTOMER_ACCOUNT_MESSAGES.verificationSent,
      refusalFor: (customer) => (customer.emailVerifiedAt ? refuseAsDone(CUSTOMER_ACCOUNT_MESSAGES.alreadyVerified) : null),
      send: (customer, recording) => sendVerificationEmail({ db, mailer: recording, appUrl: config.appUrl }, customer),
    }),

    sendPasswordReset: answerCustomerMail({
      action: 'customer.send-password-reset',
      mailKind: 'password-reset',
      success: CUSTOMER_ACCOUNT_MESSAGES.resetSent,
      // The reset link only works for an active account (password-reset.service.ts).
      refusalFor: (customer) => (customer.isActive ? null : new StaffActionRefused({ error: CUSTOMER_ACCOUNT_MESSAGES.resetInactive })),
      send: (customer, recording) =>
        requestPasswordReset(
          { db, mailer: recording, appUrl: config.appUrl, logger, endUserSessions: (id) => sessions.destroyUserSessions(id) },
          customer.email,
        ),
    }),
  };
}
