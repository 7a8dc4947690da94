import { DecisionReasonField } from '#js/components/admin/decision-reason-field';
import { Head, Link, router } from '@inertiajs/react';
import { useId, type ReactNode } from 'react';
import type { AdminMessagePageProps } from '#server/admin/messages.pages';
import type { ContactMessageState, ContactReplyView } from '#server/contact/contact-inbox.service';
import type { MessageChange } from '#server/contact/contact-inbox.rules';
import { AuditTrail } from '#js/components/admin/audit-trail';
import { useIdempotencyKey, useStaffForm } from '#js/components/admin/use-staff-form';
import { buttonClasses } from '#js/components/ui/button-classes';

const at = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const STATE_LABELS: Record<ContactMessageState, string> = { inbox: 'In the inbox', archived: 'Archived', spam: 'Spam' };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <h2 id={id} className="text-lg font-semibold text-brand-900">
        {title}
      </h2>
      <div className="mt-3">{children}</div>
    </section>
  );
}

/** One contact message: who wrote, what, the replies sent (or not) and the reply form. */
export default function MessagePage({ message, change_url, reply_url, inbox_url, customer_url, reply_max_length, audit }: AdminMessagePageProps) {
  const name = `${message.first_name} ${message.last_name}`;
  return (
    <>
      <Head title={`Message from ${name}`} />
      <div className="mx-auto w-full max-w-4xl space-y-5">
        <div>
          <Link href={inbox_url} className="text-sm font-semibold text-brand-800 underline">
            Back to messages
          </Link>
          <h1 className="mt-2 text-2xl font-bold break-words text-brand-900">Message from {name}</h1>
          <p className="mt-1 text-sm text-slate-700">
            Received {at(message.received_at)} · <span data-testid="message-state">{STATE_LABELS[message.state]}</span>
          </p>
        </div>

        <MessageActions state={message.state} changeUrl={change_url} />

        <Section title="Message">
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
            <div>
              <dt className="font-semibold text-slate-600">E-mail</dt>
              <dd className="break-words text-slate-900">
                <a href={`mailto:${message.email}`} className="underline">
                  {message.email}
                </a>
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Phone</dt>
              <dd className="text-slate-900">{message.phone}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Organization type</dt>
              <dd className="text-slate-900">{message.organization}</dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Written in</dt>
              <dd className="text-slate-900" data-testid="message-language">
                {message.locale === 'es' ? 'Spanish: a reply is framed in Spanish (greeting, subject, footer); type your words in Spanish' : 'English'}
              </dd>
            </div>
            <div>
              <dt className="font-semibold text-slate-600">Sent by</dt>
              <dd className="text-slate-900">
                {customer_url ? (
                  <Link href={customer_url} className="underline">
                    A signed-in customer
                  </Link>
                ) : (
                  'A visitor (not signed in)'
                )}
                {message.ip ? <span className="text-slate-600"> from {message.ip}</span> : null}
              </dd>
            </div>
          </dl>
          <p className="mt-4 rounded-xl bg-slate-50 p-4 break-words whitespace-pre-wrap text-slate-900">{message.message}</p>
        </Section>

        <Section title="Replies">
          {message.replies.length === 0 ? <p className="text-sm text-slate-600">No replies yet.</p> : <ReplyList replies={message.replies} />}
          {message.state === 'spam' ? (
            <p className="mt-4 text-sm text-slate-700">This message is in spam. Move it back to the inbox to reply.</p>
          ) : (
            <ReplyForm replyUrl={reply_url} to={message.email} maxLength={reply_max_length} />
          )}
        </Section>

        <Section title="Staff actions">
          <AuditTrail events={audit} />
        </Section>
      </div>
    </>
  );
}

const ACTIONS: Record<ContactMessageState, { change: MessageChange; label: string; variant: 'secondary' | 'danger' }[]> = {
  inbox: [
    { change: 'mark-unread', label: 'Mark as unread', variant: 'secondary' },
    { change: 'archive', label: 'Archive', variant: 'secondary' },
    { change: 'spam', label: 'Mark as spam', variant: 'danger' },
  ],
  archived: [
    { change: 'move-to-inbox', label: 'Move to inbox', variant: 'secondary' },
    { change: 'spam', label: 'Mark as spam', variant: 'danger' },
  ],
  spam: [{ change: 'move-to-inbox', label: 'Not spam: move to inbox', variant: 'secondary' }],
};

function MessageActions({ state, changeUrl }: { state: ContactMessageState; changeUrl: string }) {
  const { key, renew } = useIdempotencyKey();
  return (
    <div className="flex flex-wrap gap-2" role="group" aria-label="Message actions">
      {ACTIONS[state].map((action) => (
        <button
          key={action.change}
          type="button"
          className={buttonClasses(action.variant, 'sm')}
          onClick={() => router.post(changeUrl, { idempotency_key: key, change: action.change }, { preserveScroll: true, onFinish: renew })}
        >
          {action.label}
        </button>
      ))}
    </div>
  );
}

function ReplyList({ replies }: { replies: ContactReplyView[] }) {
  return (
    <ol className="space-y-3">
      {replies.map((reply) => (
        <li key={reply.id} className="rounded-xl border border-slate-200 p-4">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="font-semibold text-slate-900">{reply.staff_name}</span>
            <span className="text-slate-600">to {reply.to}</span>
            {reply.delivery_status === 'sent' ? (
              <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-300">
                Sent {reply.sent_at ? at(reply.sent_at) : ''}
              </span>
            ) : (
              <span className="rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-900 ring-1 ring-red-300">
                {reply.delivery_status === 'failed' ? 'Not sent' : 'Sending'}
              </span>
            )}
          </p>
          {reply.failure_reason ? <p className="mt-1 text-sm text-red-800">The mail server said: {reply.failure_reason}</p> : null}
          <p className="mt-2 text-sm break-words whitespace-pre-wrap text-slate-800">{reply.body}</p>
        </li>
      ))}
    </ol>
  );
}

function ReplyForm({ replyUrl, to, maxLength }: { replyUrl: string; to: string; maxLength: number }) {
  const { form, submit } = useStaffForm('reply', { body: '' });
  const error = form.errors.body ?? form.errors.idempotency_key;
  return (
    <form
      className="mt-4 space-y-2"
      onSubmit={(event) => {
        event.preventDefault();
        submit(replyUrl, () => form.setData('body', ''));
      }}
    >
      <DecisionReasonField
        label={`Your reply (sent by e-mail to ${to})`}
        name="body"
        rows={6}
        value={form.data.body}
        maxLength={maxLength}
        error={error}
        onChange={(body) => form.setData('body', body)}
      />
      <button type="submit" className={buttonClasses('primary', 'sm')} disabled={form.processing}>
        Send reply
      </button>
    </form>
  );
}
