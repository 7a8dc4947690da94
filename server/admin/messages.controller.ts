import type { Request, Response } from 'express';
import type { Config } from '#server/config.js';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { Mailer } from '#server/mail/mailer.js';
import { HttpError, notFound } from '#server/http/errors.js';
import { idParamOf } from '#server/http/route-params.js';
import { toFieldErrors, validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { CONTACT_INBOX_MESSAGES, REPLY_BODY_MAX } from '#server/contact/contact-inbox.rules.js';
import { ZContactReplyInput, ZInboxQuery, ZMessageChangeInput } from '#server/contact/contact-inbox.schemas.js';
import {
  changeContactMessage,
  countInboxFolders,
  findContactMessage,
  findInboxPage,
  markContactMessageRead,
  saveContactReply,
  sendContactReply,
} from '#server/contact/contact-inbox.service.js';
import { listStaffActionsFor, recordStaffAction, runStaffAction } from './staff-audit.service.js';
import { answerStaffAction, refuseAsStale, requireChangedDecision, staffActorOf, type StaffActionAnswer } from './staff-action-answers.js';
import type { AdminMessagePageProps, AdminMessagesPageProps } from './messages.pages.js';

interface MessagesControllerDeps {
  config: Pick<Config, 'mail'>;
  db: PrismaClient;
  mailer: Mailer;
  logger: Logger;
}

/** Routes admin.messages, .show, .change and .reply (issue 15 item 7; docs/decisions/120). */
export function messagesController({ config, db, mailer, logger }: MessagesControllerDeps) {
  const inboxUrl = route('admin.messages');
  const crumbs = [{ label: 'Dashboard', href: route('admin.dashboard') }, { label: 'Messages', href: inboxUrl }];

  return {
    async index(req: Request, res: Response) {
      const parsed = ZInboxQuery.safeParse(req.query);
      if (!parsed.success) {
        const errors = toFieldErrors(parsed.error);
        throw new HttpError(422, Object.values(errors)[0], errors);
      }
      const page = await findInboxPage(db, parsed.data, inboxUrl);
      const props: AdminMessagesPageProps = {
        breadcrumbs: [crumbs[0], { label: 'Messages' }],
        filters: { folder: parsed.data.folder },
        counts: await countInboxFolders(db),
        messages: {
          ...page,
          data: page.data.map((row) => ({ ...row, show_url: route('admin.messages.show', { id: row.id }), change_url: route('admin.messages.change', { id: row.id }) })),
        },
      };
      await res.inertia.render('admin/messages/index', props);
    },

    /** Opening a message marks it read: the one staff GET that writes, audited like any change (decision 120). */
    async show(req: Request, res: Response) {
      const id = idParamOf(req, CONTACT_INBOX_MESSAGES.notFound);
      await db.$transaction(async (tx) => {
        if (await markContactMessageRead(tx, id)) {
          await recordStaffAction(tx, staffActorOf(req), {
            action: 'contact-message.read',
            subjectType: 'contact-message',
            subjectId: id,
            before: { read: false },
            after: { read: true },
          });
        }
      });
      const message = await findContactMessage(db, id);
      if (!message) throw notFound(CONTACT_INBOX_MESSAGES.notFound);
      const props: AdminMessagePageProps = {
        breadcrumbs: [...crumbs, { label: `${message.first_name} ${message.last_name}` }],
        message,
        change_url: route('admin.messages.change', { id }),
        reply_url: route('admin.messages.reply', { id }),
        inbox_url: inboxUrl,
        customer_url: message.signed_in_user_id ? route('admin.customers.show', { id: message.signed_in_user_id }) : null,
        reply_max_length: REPLY_BODY_MAX,
        audit: await listStaffActionsFor(db, { subjectType: 'contact-message', subjectId: id }),
      };
      await res.inertia.render('admin/messages/show', props);
    },

    async change(req: Request, res: Response) {
      const id = idParamOf(req, CONTACT_INBOX_MESSAGES.notFound);
      const input = validate(ZMessageChangeInput, req.body);
      // Back on the message page, opening it would mark it read again: "mark unread" returns to the inbox.
      const redirectTo = input.change === 'mark-unread' ? inboxUrl : undefined;
      await answerStaffAction(res, inboxUrl, { db, idempotencyKey: input.idempotency_key, redirectTo }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const outcome = requireChangedDecision(await changeContactMessage(tx, id, input.change), {
            notFound: CONTACT_INBOX_MESSAGES.notFound,
            stale: CONTACT_INBOX_MESSAGES.notFound,
            already: CONTACT_INBOX_MESSAGES.already[input.change],
          });
          return {
            record: { action: `contact-message.${input.change}`, subjectType: 'contact-message', subjectId: id, before: outcome.before, after: outcome.after },
            value: { success: CONTACT_INBOX_MESSAGES.changed[input.change] } satisfies StaffActionAnswer,
          };
        }),
      );
    },

    /** The reply and its audit event commit together; then the e-mail goes out and its outcome is kept on the reply. */
    async reply(req: Request, res: Response) {
      const id = idParamOf(req, CONTACT_INBOX_MESSAGES.notFound);
      const input = validate(ZContactReplyInput, req.body);
      const actor = staffActorOf(req);
      await answerStaffAction(res, route('admin.messages.show', { id }), { db, idempotencyKey: input.idempotency_key }, async () => {
        const outcome = await runStaffAction(db, actor, input.idempotency_key, async (tx) => {
          const saved = await saveContactReply(tx, { messageId: id, staffUserId: actor.userId, body: input.body });
          if (saved.kind === 'missing') throw notFound(CONTACT_INBOX_MESSAGES.notFound);
          if (saved.kind === 'spam') throw refuseAsStale(CONTACT_INBOX_MESSAGES.replyToSpam);
          return {
            record: { action: 'contact-message.reply', subjectType: 'contact-message', subjectId: id, after: { reply_id: saved.replyId, to: saved.to, length: input.body.length } },
            value: saved.replyId,
          };
        });
        if (outcome.kind === 'repeated') return outcome;
        const delivery = await sendContactReply({ db, mailer, staffAddress: config.mail.staffAddress }, outcome.value);
        if (delivery.status === 'failed') {
          logger.error({ contactMessageId: id, replyId: outcome.value, reason: delivery.reason }, 'contact reply saved but its e-mail failed');
          // The error flash alone: nothing was sent, so no success message beside it.
          return { kind: 'done', value: { success: '', warning: CONTACT_INBOX_MESSAGES.replyMailFailed } };
        }
        const success = delivery.status === 'queued' ? CONTACT_INBOX_MESSAGES.replyQueued : CONTACT_INBOX_MESSAGES.replySent;
        return { kind: 'done', value: { success } satisfies StaffActionAnswer };
      });
    },
  };
}
