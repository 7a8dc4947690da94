import type { Prisma } from '#server/db/generated/prisma/client.js';
import type { Db } from './db.js';

export function createLicence(db: Db, data: Prisma.LicenceUncheckedCreateInput) {
  return db.licence.create({ data });
}

export type ViewingOverrides = Partial<Prisma.ViewingHistoryUncheckedCreateInput> &
  Pick<Prisma.ViewingHistoryUncheckedCreateInput, 'schoolUserId' | 'userId' | 'productId'>;

export function createViewingHistory(db: Db, data: ViewingOverrides) {
  const lastWatchedAt = data.lastWatchedAt ?? new Date();
  return db.viewingHistory.create({
    data: { watchCount: 1, firstWatchedAt: lastWatchedAt, ...data, lastWatchedAt },
  });
}

export function createLicenceReminder(db: Db, data: Prisma.LicenceReminderUncheckedCreateInput) {
  return db.licenceReminder.create({ data });
}
