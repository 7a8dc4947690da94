import { localeOf } from '#server/shared/locales.rules.js';
import type { Prisma, PrismaClient, User } from '#server/db/generated/prisma/client.js';
import { paginate, type Paginated } from '#server/http/pagination.rules.js';
import type { Mailer } from '#server/mail/mailer.js';
import { formatShopDate } from '#server/shared/shop-time-zone.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { route } from '#server/route-table.js';
import { ACCOUNT_TYPE } from '#server/shared/account-types.js';
import { taxExemptionApprovedMail, taxExemptionRejectedMail } from './tax-exemption.mail.js';
import {
  TAX_EXEMPTIONS_PER_PAGE,
  type TaxExemptState,
  type TApproveTaxExemptionInput,
  type TRejectTaxExemptionInput,
  type TTaxExemptionQueueQuery,
} from './tax-exemption.schemas.js';

// A school's tax-exempt certificate and the center's review of it (docs/decisions/075-tax-exemption-review.md):
// uploaded at registration or in My Profile -> pending; staff approve (no sales tax from the next pricing on, for
// the school and its sub-users) or reject with a reason (the school is asked for a new document). A new upload
// starts a new review. Placed orders keep the tax they were charged.

type Db = PrismaClient | Prisma.TransactionClient;

/** The columns a new upload sets: waiting for review from now on, any earlier decision cleared. */
export function certificateSubmittedFields(now: Date) {
  return {
    taxExemptStatus: 'pending',
    taxExemptSubmittedAt: now,
    taxExemptApprovedAt: null,
    taxExemptRejectedAt: null,
    taxExemptRejectedReason: null,
  } as const satisfies Prisma.UserUncheckedUpdateInput;
}

/** Only the school's main account holds the certificate; a sub-user buys under its school's (decision 011). */
const certificateHolderWhere = { accountTypeId: ACCOUNT_TYPE.schools, parentId: null, deletedAt: null } satisfies Prisma.UserWhereInput;

type ReviewColumns = Pick<
  User,
  'taxExemptCertificate' | 'taxExemptStatus' | 'taxExemptSubmittedAt' | 'taxExemptApprovedAt' | 'taxExemptRejectedAt' | 'taxExemptRejectedReason'
>;

/** The certificate's review columns, for a select that feeds taxExemptionStateOf. */
export const reviewColumnsSelect = {
  taxExemptCertificate: true,
  taxExemptStatus: true,
  taxExemptSubmittedAt: true,
  taxExemptApprovedAt: true,
  taxExemptRejectedAt: true,
  taxExemptRejectedReason: true,
} satisfies Prisma.UserSelect;

/** What the school's profile and the staff pages show about the certificate. */
export interface TaxExemptionState {
  on_file: boolean;
  status: TaxExemptState | null;
  /** Kept for the pages that only ask "exempt or not". */
  approved: boolean;
  submitted_at: string | null;
  submitted_on: string | null;
  approved_on: string | null;
  rejected_on: string | null;
  rejected_reason: string | null;
}

/** The certificate's state with its dates in `locale` (the school's profile: the visitor's; staff pages: 'en'). */
export function taxExemptionStateOf(user: ReviewColumns, locale: Locale): TaxExemptionState {
  const status = user.taxExemptCertificate ? user.taxExemptStatus : null;
  const formatDay = (instant: Date | null) => (instant ? formatShopDate(instant, locale) : null);
  return {
    on_file: Boolean(user.taxExemptCertificate),
    status,
    approved: status === 'approved',
    submitted_at: user.taxExemptSubmittedAt?.toISOString() ?? null,
    submitted_on: formatDay(user.taxExemptSubmittedAt),
    approved_on: status === 'approved' ? formatDay(user.taxExemptApprovedAt) : null,
    rejected_on: status === 'rejected' ? formatDay(user.taxExemptRejectedAt) : null,
    rejected_reason: status === 'rejected' ? user.taxExemptRejectedReason : null,
  };
}

/**
 * The review state of the certificate this buyer orders under: their own, or for a school sub-user the school's
 * (decision 011); null when none is on file. Pricing charges no tax when it is approved and says why it does otherwise.
 */
export async function buyingTaxExemptionOf(db: Db, userId: number): Promise<TaxExemptState | null> {
  const select = { taxExemptStatus: true, taxExemptCertificate: true } as const;
  const user = await db.user.findUnique({ where: { id: userId }, select: { ...select, parentId: true } });
  // The school's main account is read only for a member (one query for everyone else).
  const parent = user?.parentId ? await db.user.findUnique({ where: { id: user.parentId }, select }) : null;
  const account = parent ?? user;
  return account?.taxExemptCertificate ? account.taxExemptStatus : null;
}

export interface TaxExemptionQueueRow {
  user_id: number;
  organization_name: string | null;
  organization_type: string | null;
  tax_id: string | null;
  state: string | null;
  contact_name: string;
  email: string;
  certificate: TaxExemptionState;
  document_url: string;
  customer_url: string;
  approve_url: string;
  reject_url: string;
}

const queueSelect = {
  id: true,
  firstName: true,
  lastName: true,
  email: true,
  locale: true,
  organizationName: true,
  organizationType: true,
  taxId: true,
  state: true,
  ...reviewColumnsSelect,
} satisfies Prisma.UserSelect;

/** The review queue: certificates waiting for review first (oldest first), then the decided ones. */
export async function findTaxExemptionQueue(db: PrismaClient, query: TTaxExemptionQueueQuery): Promise<Paginated<TaxExemptionQueueRow>> {
  const where: Prisma.UserWhereInput = {
    ...certificateHolderWhere,
    taxExemptCertificate: { not: null },
    taxExemptStatus: query.status === 'all' ? { not: null } : query.status,
  };
  const total = await db.user.count({ where });
  const meta = paginate({
    total,
    page: query.page,
    perPage: TAX_EXEMPTIONS_PER_PAGE,
    path: route('admin.tax-exemptions'),
    locale: 'en',
    query: { status: query.status === 'all' ? undefined : query.status },
  });
  const rows = await db.user.findMany({
    where,
    select: queueSelect,
    // The enum sorts in declaration order: pending, approved, rejected.
    orderBy: [{ taxExemptStatus: 'asc' }, { taxExemptSubmittedAt: 'asc' }, { id: 'asc' }],
    skip: (meta.current_page - 1) * TAX_EXEMPTIONS_PER_PAGE,
    take: TAX_EXEMPTIONS_PER_PAGE,
  });
  return {
    ...meta,
    data: rows.map((row) => ({
      user_id: row.id,
      organization_name: row.organizationName,
      organization_type: row.organizationType,
      tax_id: row.taxId,
      state: row.state,
      contact_name: `${row.firstName} ${row.lastName}`.trim(),
      email: row.email,
      certificate: taxExemptionStateOf(row, 'en'),
      document_url: route('admin.tax-exemptions.document', { id: row.id }),
      customer_url: route('admin.customers.show', { id: row.id }),
      approve_url: route('admin.tax-exemptions.approve', { id: row.id }),
      reject_url: route('admin.tax-exemptions.reject', { id: row.id }),
    })),
  };
}

export async function countPendingTaxExemptions(db: PrismaClient): Promise<number> {
  return db.user.count({ where: { ...certificateHolderWhere, taxExemptCertificate: { not: null }, taxExemptStatus: 'pending' } });
}

/** The stored path of a school's certificate (for the protected document route), or null. */
export async function findTaxCertificatePath(db: PrismaClient, userId: number): Promise<string | null> {
  const user = await db.user.findFirst({ where: { id: userId, ...certificateHolderWhere }, select: { taxExemptCertificate: true } });
  return user?.taxExemptCertificate ?? null;
}

export type TaxExemptionDecision =
  | { kind: 'changed'; school: { id: number; email: string; firstName: string; organizationName: string | null; locale: string | null }; before: TaxExemptionAudit; after: TaxExemptionAudit }
  | { kind: 'already' }
  | { kind: 'stale' }
  | { kind: 'missing' };

export interface TaxExemptionAudit {
  [key: string]: string | null;
  status: TaxExemptState | null;
  submitted_at: string | null;
  reason: string | null;
}

const auditOf = (user: ReviewColumns): TaxExemptionAudit => ({
  status: user.taxExemptStatus,
  submitted_at: user.taxExemptSubmittedAt?.toISOString() ?? null,
  reason: user.taxExemptStatus === 'rejected' ? user.taxExemptRejectedReason : null,
});

type Expected = Pick<TApproveTaxExemptionInput, 'expected_status' | 'expected_submitted_at'>;

/**
 * Records a decision on the certificate the form was opened on. The update is conditional on that exact state and
 * submission, so a newer upload or a decision taken meanwhile in another tab is reported, never overwritten.
 */
async function decide(
  tx: Prisma.TransactionClient,
  userId: number,
  expected: Expected,
  target: Extract<TaxExemptState, 'approved' | 'rejected'>,
  data: Prisma.UserUncheckedUpdateManyInput,
): Promise<TaxExemptionDecision> {
  const row = await tx.user.findFirst({
    where: { id: userId, ...certificateHolderWhere, taxExemptCertificate: { not: null } },
    select: { ...queueSelect },
  });
  if (!row || row.taxExemptStatus === null || row.taxExemptSubmittedAt === null) return { kind: 'missing' };
  const sameSubmission = row.taxExemptSubmittedAt.toISOString() === new Date(expected.expected_submitted_at).toISOString();
  if (!sameSubmission) return { kind: 'stale' };
  if (row.taxExemptStatus === target) return { kind: 'already' };
  if (row.taxExemptStatus !== expected.expected_status) return { kind: 'stale' };

  const { count } = await tx.user.updateMany({
    where: { id: userId, taxExemptStatus: row.taxExemptStatus, taxExemptSubmittedAt: row.taxExemptSubmittedAt },
    data,
  });
  if (count !== 1) return { kind: 'stale' };
  const updated = await tx.user.findUniqueOrThrow({ where: { id: userId }, select: queueSelect });
  return {
    kind: 'changed',
    school: { id: row.id, email: row.email, firstName: row.firstName, organizationName: row.organizationName, locale: row.locale },
    before: auditOf(row),
    after: auditOf(updated),
  };
}

export function approveTaxExemption(tx: Prisma.TransactionClient, userId: number, input: Expected, now = new Date()) {
  return decide(tx, userId, input, 'approved', {
    taxExemptStatus: 'approved',
    taxExemptApprovedAt: now,
    taxExemptRejectedAt: null,
    taxExemptRejectedReason: null,
  });
}

export function rejectTaxExemption(tx: Prisma.TransactionClient, userId: number, input: Expected & Pick<TRejectTaxExemptionInput, 'reason'>, now = new Date()) {
  return decide(tx, userId, input, 'rejected', {
    taxExemptStatus: 'rejected',
    taxExemptApprovedAt: null,
    taxExemptRejectedAt: now,
    taxExemptRejectedReason: input.reason,
  });
}

type ChangedDecision = Extract<TaxExemptionDecision, { kind: 'changed' }>;

/**
 * Tells the school what was decided: approved, or rejected with the reason and a link to upload a new certificate
 * (My Profile). Tagged for sent_emails, so the message is listed on the customer.
 */
export async function sendTaxExemptionDecisionEmail(
  deps: { mailer: Mailer; appUrl: string },
  decision: ChangedDecision,
  reason: string | null,
): Promise<void> {
  const { school } = decision;
  const recipient = { to: school.email, firstName: school.firstName, organizationName: school.organizationName, locale: localeOf(school.locale) };
  if (decision.after.status === 'approved') {
    await deps.mailer.send(taxExemptionApprovedMail(recipient), { kind: 'tax-exemption-approved', userId: school.id });
    return;
  }
  const profileUrl = new URL(route('client.my-profile'), deps.appUrl).toString();
  await deps.mailer.send(taxExemptionRejectedMail({ ...recipient, reason: reason ?? '', profileUrl }), { kind: 'tax-exemption-rejected', userId: school.id });
}
