import { localeOf } from '#server/shared/locales.rules.js';
import type { Prisma, PrismaClient, User } from '#server/db/generated/prisma/client.js';
import { forbidden, ValidationError } from '#server/http/errors.js';
import type { Mailer } from '#server/mail/mailer.js';
import { route } from '#server/route-table.js';
import { ACCOUNT_TYPE, isSchoolMainAccount } from '#server/shared/account-types.js';
import { formatShopDate } from '#server/shared/shop-time-zone.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { checkTermsApprovedMail, checkTermsDeclinedMail, checkTermsEndedMail } from './check-terms.mail.js';
import {
  CHECK_TERMS_MESSAGES,
  CHECK_TERMS_NOTE_MAX,
  type CheckTermsState,
  type TApproveCheckTermsInput,
  type TDeclineCheckTermsInput,
  type TRequestCheckTermsInput,
} from './check-terms.schemas.js';
import type { Viewer } from './viewer.rules.js';
import type { ProfileCheckTerms } from './accounts.pages.js';

// Check / purchase-order terms (docs/decisions/096): a school's main account asks (one open request at a time);
// staff approve (the school pays by check from now on, and so do its sub-users, who buy under it), decline with a
// reason, or later switch the school back to card payments. The school keeps its Schools/Organization account
// type: its licences, prices and sub-users do not change; only the payment options follow `paysByCheck`.

type Db = PrismaClient | Prisma.TransactionClient;

const schoolMainWhere = { accountTypeId: ACCOUNT_TYPE.schools, parentId: null, deletedAt: null } satisfies Prisma.UserWhereInput;

export const checkTermsColumnsSelect = {
  paysByCheck: true,
  checkTermsStatus: true,
  checkTermsNote: true,
  checkTermsRequestedAt: true,
  checkTermsDecidedAt: true,
  checkTermsDeclineReason: true,
} satisfies Prisma.UserSelect;

type TermsColumns = Pick<User, keyof typeof checkTermsColumnsSelect>;

/** What the school's profile and the staff customer page show about the terms and the latest request. */
export interface CheckTermsView {
  pays_by_check: boolean;
  status: CheckTermsState | null;
  note: string | null;
  /** ISO instants, for the staff forms' stale check. */
  requested_at: string | null;
  requested_on: string | null;
  decided_on: string | null;
  decline_reason: string | null;
}

/** The terms with their dates in `locale` (the school's profile: the visitor's; the staff customer page: 'en'). */
export function checkTermsViewOf(row: TermsColumns, locale: Locale): CheckTermsView {
  return {
    pays_by_check: row.paysByCheck,
    status: row.checkTermsStatus,
    note: row.checkTermsNote,
    requested_at: row.checkTermsRequestedAt?.toISOString() ?? null,
    requested_on: row.checkTermsRequestedAt ? formatShopDate(row.checkTermsRequestedAt, locale) : null,
    decided_on: row.checkTermsDecidedAt ? formatShopDate(row.checkTermsDecidedAt, locale) : null,
    decline_reason: row.checkTermsDeclineReason,
  };
}

/** The school's terms for a school account (main or sub-user), else null. */
export async function findCheckTermsOfSchool(db: Db, schoolId: number, locale: Locale): Promise<CheckTermsView | null> {
  const row = await db.user.findFirst({ where: { id: schoolId, ...schoolMainWhere }, select: checkTermsColumnsSelect });
  return row ? checkTermsViewOf(row, locale) : null;
}

/** My Profile's check-terms panel: for school accounts only, the school's terms (a sub-user sees but cannot ask). */
export async function findProfileCheckTerms(db: Db, viewer: Viewer, locale: Locale): Promise<ProfileCheckTerms | null> {
  if (viewer.accountTypeId !== ACCOUNT_TYPE.schools) return null;
  const view = await findCheckTermsOfSchool(db, viewer.accountId, locale);
  if (!view) return null;
  return { ...view, can_request: isSchoolMainAccount(viewer), request_url: route('client.check-terms.request'), note_max_length: CHECK_TERMS_NOTE_MAX };
}

/** Whether this buyer may pay by check: a type-4 account, or a school (main or sub-user) granted check terms. */
export async function buyerPaysByCheck(db: Db, buyer: Pick<Viewer, 'accountTypeId' | 'accountId'>): Promise<boolean> {
  if (buyer.accountTypeId === ACCOUNT_TYPE.check) return true;
  if (buyer.accountTypeId !== ACCOUNT_TYPE.schools) return false;
  const school = await db.user.findFirst({ where: { id: buyer.accountId, ...schoolMainWhere }, select: { paysByCheck: true } });
  return school?.paysByCheck ?? false;
}

export type CheckTermsHint = 'request' | 'ask-school' | null;

/** What checkout tells a school paying by card about check terms. */
export function checkTermsHintOf(buyer: Pick<Viewer, 'accountTypeId' | 'parentId' | 'isManageSchoolUser'>, paysByCheck: boolean): CheckTermsHint {
  if (paysByCheck || buyer.accountTypeId !== ACCOUNT_TYPE.schools) return null;
  return isSchoolMainAccount(buyer) ? 'request' : 'ask-school';
}

/**
 * The school's main account asks for check terms with an optional note. Refused (nothing written) for anyone else,
 * while a request is open, or when the school already pays by check. The guarded update keeps it to one open
 * request even when two posts race.
 */
export async function requestCheckTerms(db: PrismaClient, viewer: Viewer, input: TRequestCheckTermsInput, now = new Date()): Promise<void> {
  if (!isSchoolMainAccount(viewer)) throw forbidden(CHECK_TERMS_MESSAGES.onlyMainAccount);
  const { count } = await db.user.updateMany({
    where: { id: viewer.userId, ...schoolMainWhere, paysByCheck: false, OR: [{ checkTermsStatus: null }, { checkTermsStatus: { not: 'pending' } }] },
    data: { checkTermsStatus: 'pending', checkTermsNote: input.note, checkTermsRequestedAt: now, checkTermsDecidedAt: null, checkTermsDeclineReason: null },
  });
  if (count === 1) return;
  const current = await db.user.findUniqueOrThrow({ where: { id: viewer.userId }, select: { paysByCheck: true } });
  throw new ValidationError({ note: current.paysByCheck ? CHECK_TERMS_MESSAGES.alreadyPaysByCheck : CHECK_TERMS_MESSAGES.alreadyPending });
}

export async function countPendingCheckTermsRequests(db: Db): Promise<number> {
  return db.user.count({ where: { ...schoolMainWhere, checkTermsStatus: 'pending' } });
}

type School = Pick<User, 'id' | 'email' | 'firstName' | 'organizationName' | 'locale'>;
// A type alias (not an interface), so it is a JSON value for the audit event's before/after.
type TermsSnapshot = {
  pays_by_check: boolean;
  status: CheckTermsState | null;
};

export type CheckTermsDecision =
  | { kind: 'missing' }
  | { kind: 'already' }
  | { kind: 'stale' }
  | { kind: 'changed'; change: 'approved' | 'declined' | 'switched-back'; school: School; before: TermsSnapshot; after: TermsSnapshot };

async function lockSchool(tx: Prisma.TransactionClient, userId: number) {
  // Row lock: two staff members deciding the same request at once are served one after the other.
  await tx.$queryRaw`SELECT id FROM users WHERE id = ${userId} FOR UPDATE`;
  return tx.user.findFirst({
    where: { id: userId, ...schoolMainWhere },
    select: { id: true, email: true, firstName: true, organizationName: true, locale: true, ...checkTermsColumnsSelect },
  });
}

const snapshotOf = (row: TermsColumns): TermsSnapshot => ({ pays_by_check: row.paysByCheck, status: row.checkTermsStatus });

async function decideRequest(
  tx: Prisma.TransactionClient,
  userId: number,
  input: TApproveCheckTermsInput,
  change: 'approved' | 'declined',
  data: Prisma.UserUpdateInput,
): Promise<CheckTermsDecision> {
  const row = await lockSchool(tx, userId);
  if (!row) return { kind: 'missing' };
  if (row.checkTermsStatus !== 'pending') return row.checkTermsStatus === change ? { kind: 'already' } : { kind: 'stale' };
  if (row.checkTermsRequestedAt?.toISOString() !== input.expected_requested_at) return { kind: 'stale' };
  const updated = await tx.user.update({ where: { id: userId }, data, select: checkTermsColumnsSelect });
  return { kind: 'changed', change, school: row, before: snapshotOf(row), after: snapshotOf(updated) };
}

export function approveCheckTerms(tx: Prisma.TransactionClient, userId: number, input: TApproveCheckTermsInput, now = new Date()) {
  return decideRequest(tx, userId, input, 'approved', { checkTermsStatus: 'approved', checkTermsDecidedAt: now, checkTermsDeclineReason: null, paysByCheck: true });
}

export function declineCheckTerms(tx: Prisma.TransactionClient, userId: number, input: TDeclineCheckTermsInput, now = new Date()) {
  return decideRequest(tx, userId, input, 'declined', { checkTermsStatus: 'declined', checkTermsDecidedAt: now, checkTermsDeclineReason: input.reason });
}

/** Back to card payments: the request state is cleared, so the school may ask again later. */
export async function switchSchoolToCard(tx: Prisma.TransactionClient, userId: number): Promise<CheckTermsDecision> {
  const row = await lockSchool(tx, userId);
  if (!row) return { kind: 'missing' };
  if (!row.paysByCheck) return { kind: 'already' };
  const updated = await tx.user.update({
    where: { id: userId },
    data: { paysByCheck: false, checkTermsStatus: null, checkTermsNote: null, checkTermsRequestedAt: null, checkTermsDecidedAt: null, checkTermsDeclineReason: null },
    select: checkTermsColumnsSelect,
  });
  return { kind: 'changed', change: 'switched-back', school: row, before: snapshotOf(row), after: snapshotOf(updated) };
}

type ChangedDecision = Extract<CheckTermsDecision, { kind: 'changed' }>;

/** Tells the school what changed; tagged for sent_emails, so the message is listed on the customer. */
export async function sendCheckTermsEmail(deps: { mailer: Mailer; appUrl: string }, decision: ChangedDecision, reason: string | null): Promise<void> {
  const { school } = decision;
  const recipient = { to: school.email, firstName: school.firstName, organizationName: school.organizationName, locale: localeOf(school.locale) };
  const profileUrl = new URL(route('client.my-profile'), deps.appUrl).toString();
  if (decision.change === 'approved') {
    await deps.mailer.send(checkTermsApprovedMail(recipient), { kind: 'check-terms-approved', userId: school.id });
  } else if (decision.change === 'declined') {
    await deps.mailer.send(checkTermsDeclinedMail({ ...recipient, reason: reason ?? '', profileUrl }), { kind: 'check-terms-declined', userId: school.id });
  } else {
    await deps.mailer.send(checkTermsEndedMail({ ...recipient, profileUrl }), { kind: 'check-terms-ended', userId: school.id });
  }
}
