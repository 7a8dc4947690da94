import type { ContactMessageDetail, InboxCounts, InboxRow } from '#server/contact/contact-inbox.service';
import type { InboxFolder } from '#server/contact/contact-inbox.rules';
import type { PaginationMeta } from '#server/http/pagination.rules';
import type { StaffActionView } from './staff-audit.service';
import type { Breadcrumb } from './admin-pages';

/** admin.messages: the contact form's messages by folder, newest first. */
export interface AdminMessagesPageProps {
  breadcrumbs: Breadcrumb[];
  filters: { folder: InboxFolder };
  counts: InboxCounts;
  messages: PaginationMeta & { data: (InboxRow & { show_url: string; change_url: string })[] };
}

/** admin.messages.show: one message, its replies with their delivery, the reply form and the trail. */
export interface AdminMessagePageProps {
  breadcrumbs: Breadcrumb[];
  message: ContactMessageDetail;
  change_url: string;
  reply_url: string;
  inbox_url: string;
  customer_url: string | null;
  reply_max_length: number;
  audit: StaffActionView[];
}

export interface AdminMessagePages {
  'admin/messages/index': AdminMessagesPageProps;
  'admin/messages/show': AdminMessagePageProps;
}
