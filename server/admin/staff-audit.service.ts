import { Prisma, type PrismaClient } from '#server/db/generated/prisma/client.js';
import { personName } from './admin-format.js';

// THE staff audit trail (docs/decisions/070): every staff action is written in the same transaction as the change
// it records, so an action either happened and is audited or did not happen at all. A form's idempotency key is
// unique in the table: a double click or a re-sent form collides with the first submission's row, the repeat's
// transaction rolls back, and the caller answers "already done" instead of acting twice.

type Tx = Prisma.TransactionClient;

export interface StaffActor {
  userId: number;
  ip: string | null;
}

export type AuditSubjectType = 'order' | 'user' | 'licence' | 'product' | 'school-level' | 'grade' | 'product-type';

export interface StaffActionRecord {
  /** What was done, `<subject>.<verb>`: order.record-payment, order.refund, tax-exemption.approve, licence.extend. */
  action: string;
  subjectType: AuditSubjectType;
  subjectId: number;
  /** The order and the customer the action touched, so it shows on their pages. */
  orderId?: number | null;
  customerUserId?: number | null;
  before?: Prisma.InputJsonValue | null;
  after?: Prisma.InputJsonValue | null;
}

export type StaffActionOutcome<T> = { kind: 'done'; value: T } | { kind: 'repeated' };

/**
 * Runs one staff action: `work` changes the rows and describes what it did; the audit event is written in the
 * same transaction. A repeat of `idempotencyKey` (already recorded) returns `repeated` and changes nothing.
 */
export async function runStaffAction<T>(
  db: PrismaClient,
  actor: StaffActor,
  idempotencyKey: string | null,
  work: (tx: Tx) => Promise<{ record: StaffActionRecord; value: T }>,
): Promise<StaffActionOutcome<T>> {
  if (idempotencyKey && (await db.staffAuditEvent.findUnique({ where: { idempotencyKey }, select: { id: true } }))) {
    return { kind: 'repeated' };
  }
  try {
    const value = await db.$transaction(async (tx) => {
      const { record, value } = await work(tx);
      await writeAuditEvent(tx, actor, record, idempotencyKey);
      return value;
    });
    return { kind: 'done', value };
  } catch (error) {
    if (idempotencyKey && isIdempotencyKeyCollision(error)) return { kind: 'repeated' };
    throw error;
  }
}

/** For actions whose change is made elsewhere (e.g. an e-mail resent): writes the event on its own. */
export async function recordStaffAction(db: PrismaClient | Tx, actor: StaffActor, record: StaffActionRecord): Promise<void> {
  await writeAuditEvent(db, actor, record, null);
}

async function writeAuditEvent(db: PrismaClient | Tx, actor: StaffActor, record: StaffActionRecord, idempotencyKey: string | null) {
  await db.staffAuditEvent.create({
    data: {
      actorUserId: actor.userId,
      ip: actor.ip,
      action: record.action,
      subjectType: record.subjectType,
      subjectId: record.subjectId,
      orderId: record.orderId ?? null,
      customerUserId: record.customerUserId ?? null,
      before: record.before ?? Prisma.DbNull,
      after: record.after ?? Prisma.DbNull,
      idempotencyKey,
    },
  });
}

function isIdempotencyKeyCollision(error: unknown): boolean {
  if (!(error instanceof Prisma.PrismaClientKnownRequestError) || error.code !== 'P2002') return false;
  const target = JSON.stringify(error.meta ?? {});
  return target.includes('idempotency_key') || target.includes('idempotencyKey');
}

/** One audit event as the staff pages show it (order detail, customer detail, the audit log). */
export interface StaffActionView {
  id: number;
  at: string;
  actor_name: string;
  action: string;
  subject_type: string;
  subject_id: number;
  order_id: number | null;
  customer_user_id: number | null;
  before: unknown;
  after: unknown;
  ip: string | null;
}

/** The trail of one order or one customer, newest first. */
export async function listStaffActionsFor(
  db: PrismaClient,
  subject: { orderId: number } | { customerUserId: number },
  limit = 100,
): Promise<StaffActionView[]> {
  const events = await db.staffAuditEvent.findMany({
    where: subject,
    orderBy: { id: 'desc' },
    take: limit,
    include: { actor: { select: { firstName: true, lastName: true, email: true } } },
  });
  return events.map(toStaffActionView);
}

export function toStaffActionView(event: Prisma.StaffAuditEventGetPayload<{ include: { actor: { select: { firstName: true; lastName: true; email: true } } } }>): StaffActionView {
  const name = personName(event.actor.firstName, event.actor.lastName);
  return {
    id: event.id,
    at: event.createdAt.toISOString(),
    actor_name: name || event.actor.email,
    action: event.action,
    subject_type: event.subjectType,
    subject_id: event.subjectId,
    order_id: event.orderId,
    customer_user_id: event.customerUserId,
    before: event.before,
    after: event.after,
    ip: event.ip,
  };
}

/** The trail of one catalogue record (a product, a school level, ...), newest first. */
export async function listStaffActionsOnSubject(db: PrismaClient, subjectType: AuditSubjectType, subjectId: number, limit = 50): Promise<StaffActionView[]> {
  const events = await db.staffAuditEvent.findMany({
    where: { subjectType, subjectId },
    orderBy: { id: 'desc' },
    take: limit,
    include: { actor: { select: { firstName: true, lastName: true, email: true } } },
  });
  return events.map(toStaffActionView);
}
