import type PgBoss from 'pg-boss';
import type { Logger } from '#server/logger.js';
import type { Mailer, MailTag, MailTransport, OutgoingMail, QueuedMail, SentMail } from './mailer.js';

// Queued e-mail (issue 16; docs/decisions/138): the app's Mailer puts each message on the `send-email` queue
// (pg-boss, in PostgreSQL) and answers at once; a worker hands it to the real transport (file or SMTP), retrying
// with exponential backoff while the mail server is down. So a mail failure never fails the request that caused it,
// and a message accepted while the mail server is down goes out once it is back. The transport built with the
// database writes the sent_emails row, i.e. when the message really went out.

export const SEND_EMAIL_QUEUE = 'send-email';

export interface MailJob {
  mail: OutgoingMail;
  tag?: MailTag;
}

/** About 8.5 hours of tries in all: 30 s, 1, 2, 4 ... 64 min (each up to twice that, with jitter). */
export const MAIL_RETRY = { retryLimit: 8, retryDelaySeconds: 30 } as const;
/** A send taking longer than this is treated as failed (and retried). */
const MAIL_SEND_TIMEOUT_SECONDS = 120;

export interface MailQueueOptions {
  retryLimit?: number;
  retryDelaySeconds?: number;
}

/** The queue's retry policy; created once (pg-boss keeps the first definition, so later starts change nothing). */
export async function createMailQueue(boss: PgBoss, options: MailQueueOptions = {}): Promise<void> {
  await boss.createQueue(SEND_EMAIL_QUEUE, {
    name: SEND_EMAIL_QUEUE,
    retryLimit: options.retryLimit ?? MAIL_RETRY.retryLimit,
    retryDelay: options.retryDelaySeconds ?? MAIL_RETRY.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: MAIL_SEND_TIMEOUT_SECONDS,
  });
}

/** The Mailer the app uses: send() resolves once the message is in the queue, and rejects only when it is not. */
export function createQueuedMailer(boss: Pick<PgBoss, 'send'>): Mailer {
  return {
    async send(mail, tag) {
      const job: MailJob = { mail, ...(tag ? { tag } : {}) };
      const jobId = await boss.send(SEND_EMAIL_QUEUE, job);
      if (!jobId) throw new Error('The mail queue did not take the message.');
      return { queued: true, jobId } satisfies QueuedMail;
    },
    close: () => undefined,
  };
}

/**
 * What a sender wants to know about a queued message of its kind once it went out, or once every retry failed
 * (e.g. the contact inbox marks a staff reply sent or not sent). Keyed by MailTag.kind.
 */
export interface MailDeliveryHook {
  sent?(tag: MailTag, sent: SentMail): Promise<void>;
  failed?(tag: MailTag, reason: string): Promise<void>;
}
export type MailDeliveryHooks = Record<string, MailDeliveryHook>;

export interface MailWorkerDeps {
  transport: MailTransport;
  logger: Logger;
  hooks?: MailDeliveryHooks;
  pollingIntervalSeconds?: number;
}

/** Starts a `send-email` worker: one message at a time through the transport; a throw hands the job back for a retry. */
export async function workMailQueue(boss: PgBoss, deps: MailWorkerDeps): Promise<string> {
  const { transport, logger, hooks = {} } = deps;
  return boss.work<MailJob>(
    SEND_EMAIL_QUEUE,
    { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: deps.pollingIntervalSeconds ?? 2 },
    async ([job]) => {
      const { mail, tag } = job.data;
      const hook = tag ? hooks[tag.kind] : undefined;
      let sent: SentMail;
      try {
        sent = await transport.send(mail, tag);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 500) || 'The mail server refused the message.';
        const lastTry = job.retryCount >= job.retryLimit;
        logger[lastTry ? 'error' : 'warn']({ err: error, jobId: job.id, subject: mail.subject, kind: tag?.kind, retryCount: job.retryCount }, lastTry ? 'e-mail given up after every retry' : 'e-mail failed; it is retried later');
        if (lastTry && tag && hook?.failed) await hook.failed(tag, reason).catch((hookError: unknown) => logger.error({ err: hookError, kind: tag.kind }, 'mail failure hook failed'));
        throw error;
      }
      // Sent: a failing hook must not send the message again, so it is logged, never thrown.
      if (tag && hook?.sent) await hook.sent(tag, sent).catch((hookError: unknown) => logger.error({ err: hookError, kind: tag.kind }, 'mail delivery hook failed'));
    },
  );
}
