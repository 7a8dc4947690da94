import { Head, Link } from '@inertiajs/react';
import type { AdminMessagesPageProps } from '#server/admin/messages.pages';
import type { InboxFolder } from '#server/contact/contact-inbox.rules';
import { route } from '#server/route-table';
import { PagerLinks } from '#js/components/admin/pager-links';

const FOLDERS: { value: InboxFolder; label: string }[] = [
  { value: 'all', label: 'Inbox' },
  { value: 'unread', label: 'Unread' },
  { value: 'archived', label: 'Archived' },
  { value: 'spam', label: 'Spam' },
];

const EMPTY_TEXT: Record<InboxFolder, string> = {
  all: 'No messages in the inbox.',
  unread: 'No unread messages.',
  archived: 'No archived messages.',
  spam: 'No messages in spam.',
};

const receivedOn = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The contact form's messages: the inbox (unread ones first to catch the eye), archived and spam. */
export default function MessagesPage({ filters, counts, messages }: AdminMessagesPageProps) {
  return (
    <>
      <Head title="Messages" />
      <div className="mx-auto w-full max-w-6xl">
        <h1 className="text-2xl font-bold text-brand-900">Messages</h1>
        <p className="mt-1 text-slate-700">
          {counts.unread === 1 ? '1 unread message' : `${counts.unread} unread messages`} from the contact form. Open a message to read it and reply by
          e-mail.
        </p>

        <nav aria-label="Folders" className="mt-5 flex flex-wrap gap-2">
          {FOLDERS.map((folder) => {
            const active = filters.folder === folder.value;
            return (
              <Link
                key={folder.value}
                href={route('admin.messages', {}, folder.value === 'all' ? {} : { folder: folder.value })}
                aria-current={active ? 'page' : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-brand-200 hover:bg-brand-50'}`}
              >
                {folder.label} ({counts[folder.value]})
              </Link>
            );
          })}
        </nav>

        {messages.data.length === 0 ? (
          <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">{EMPTY_TEXT[filters.folder]}</p>
        ) : (
          <ul className="mt-6 divide-y divide-slate-200 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-xs" aria-label="Messages">
            {messages.data.map((row) => (
              <li key={row.id} className={row.read ? '' : 'bg-brand-50/60'}>
                <Link href={row.show_url} className="block p-4 hover:bg-slate-50 focus-visible:bg-slate-50 sm:p-5">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <span className={`text-base break-words ${row.read ? 'font-medium text-slate-800' : 'font-bold text-slate-950'}`}>
                      {row.read ? null : (
                        <span className="mr-2 inline-flex rounded-full bg-brand-700 px-2 py-0.5 align-middle text-xs font-semibold text-white">Unread</span>
                      )}
                      {row.sender_name}
                      <span className="font-normal text-slate-600"> · {row.organization}</span>
                    </span>
                    <time dateTime={row.received_at} className="text-sm text-slate-600">
                      {receivedOn(row.received_at)}
                    </time>
                  </span>
                  <span className="mt-1 block text-sm break-words text-slate-600">{row.email}</span>
                  <span className="mt-1 block text-sm break-words text-slate-800">{row.excerpt}</span>
                  {row.reply_count > 0 ? (
                    <span className="mt-1 block text-xs font-semibold text-emerald-800">
                      {row.reply_count === 1 ? '1 reply' : `${row.reply_count} replies`}
                    </span>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}

        <PagerLinks links={messages.links} lastPage={messages.last_page} />
      </div>
    </>
  );
}
