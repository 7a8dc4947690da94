import { Head, Link } from '@inertiajs/react';
import { route } from '#server/route-table';
import type { MailboxMessagePageProps } from '#server/mail/mailbox.pages';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/**
 * The sandbox runs no script from the message. `<base target="_top">` plus
 * allow-top-navigation-by-user-activation lets a click on a link in the message open it in this tab.
 */
function framedHtml(html: string): string {
  const base = '<base target="_top">';
  return /<head[^>]*>/i.test(html) ? html.replace(/<head[^>]*>/i, (head) => `${head}${base}`) : `${base}${html}`;
}

/** Development only: one e-mail, as HTML (sandboxed) and as text, with its links. */
export default function MailboxMessage({ message }: MailboxMessagePageProps) {
  return (
    <>
      <Head title={`Mailbox: ${message.subject}`} />
      <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 lg:px-8">
        <Link href={route('dev.mailbox')} className="text-sm font-semibold text-brand-700 underline-offset-2 hover:underline">
          ← All messages
        </Link>
        <h1 className="mt-3 text-2xl font-bold text-brand-900 sm:text-3xl">{message.subject}</h1>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-semibold text-slate-700">From</dt>
          <dd className="break-all text-slate-800">{message.from}</dd>
          <dt className="font-semibold text-slate-700">To</dt>
          <dd className="break-all text-slate-800">{message.to.join(', ')}</dd>
          <dt className="font-semibold text-slate-700">Date</dt>
          <dd className="text-slate-800">
            <time dateTime={message.date}>{dateFormat.format(new Date(message.date))}</time>
          </dd>
        </dl>

        {message.links.length > 0 ? (
          <section aria-labelledby="message-links" className="mt-6 rounded-2xl border border-sun-400 bg-amber-50 p-4">
            <h2 id="message-links" className="text-sm font-semibold text-slate-800">
              Links in this message
            </h2>
            <ul className="mt-2 space-y-1 text-sm">
              {message.links.map((link) => (
                <li key={link}>
                  <a href={link} className="break-all font-medium text-brand-700 underline underline-offset-2">
                    {link}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        ) : null}

        <section aria-labelledby="message-html" className="mt-8">
          <h2 id="message-html" className="text-lg font-semibold text-slate-900">
            HTML version
          </h2>
          <iframe
            title={`HTML version of ${message.subject}`}
            srcDoc={framedHtml(message.html)}
            sandbox="allow-top-navigation-by-user-activation"
            className="mt-3 h-[40rem] w-full rounded-2xl border border-slate-200 bg-white"
          />
        </section>

        <section aria-labelledby="message-text" className="mt-8">
          <h2 id="message-text" className="text-lg font-semibold text-slate-900">
            Text version
          </h2>
          <pre className="mt-3 overflow-x-auto whitespace-pre-wrap break-words rounded-2xl border border-slate-200 bg-slate-50 p-4 font-mono text-sm text-slate-800">
            {message.text}
          </pre>
        </section>
      </div>
    </>
  );
}
