import { Head, Link } from '@inertiajs/react';
import { route } from '#server/route-table';
import type { MailboxPageProps } from '#server/mail/mailbox.pages';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** Development only: the e-mails the shop has "sent", newest first. */
export default function Mailbox({ messages, transport }: MailboxPageProps) {
  return (
    <>
      <Head title="Development Mailbox" />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-700">Development only</p>
        <h1 className="mt-1 text-3xl font-bold text-brand-900">Mailbox</h1>
        <p className="mt-2 text-slate-600">
          {transport === 'file'
            ? 'Every e-mail the shop sends in development and tests is kept here instead of being delivered.'
            : 'Mail goes out over SMTP (MAIL_TRANSPORT=smtp), so new messages are not kept here.'}
        </p>

        {messages.length === 0 ? (
          <p className="mt-8 rounded-2xl border border-dashed border-slate-300 px-6 py-10 text-center text-slate-600">No messages yet.</p>
        ) : (
          <div className="mt-8 overflow-hidden rounded-2xl border border-slate-200">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Messages, newest first</caption>
              <thead className="bg-brand-50 text-brand-900">
                <tr>
                  <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">Date</th>
                  <th scope="col" className="hidden px-4 py-3 font-semibold sm:table-cell">To</th>
                  <th scope="col" className="px-4 py-3 font-semibold">Subject</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {messages.map((message) => {
                  const date = <time dateTime={message.date}>{dateFormat.format(new Date(message.date))}</time>;
                  const to = message.to.join(', ');
                  return (
                    <tr key={message.id} className="hover:bg-slate-50">
                      <td className="hidden whitespace-nowrap px-4 py-3 text-slate-600 sm:table-cell">{date}</td>
                      <td className="hidden break-all px-4 py-3 text-slate-800 sm:table-cell">{to}</td>
                      <td className="px-4 py-3">
                        <Link
                          href={route('dev.mailbox.message', { id: message.id })}
                          className="font-semibold text-brand-700 underline-offset-2 hover:underline"
                        >
                          {message.subject}
                        </Link>
                        {/* Small screens: the other columns under the subject. */}
                        <p className="mt-1 break-all text-xs text-slate-600 sm:hidden">
                          {to} · {date}
                        </p>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </>
  );
}
