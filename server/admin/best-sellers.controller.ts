import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { REORDER_MESSAGES, ZReorderInput } from '#server/shared/staff-reorder.rules.js';
import { listBestSellersForStaff, reorderBestSellers } from '#server/catalog/best-sellers.service.js';
import { HOME_BEST_SELLERS } from '#server/content/home.rules.js';
import { runStaffAction } from './staff-audit.service.js';
import { answerStaffAction, refuseAsDone, refuseAsStale, staffActorOf, type StaffActionAnswer } from './staff-action-answers.js';
import type { AdminBestSellersPageProps } from './best-sellers.pages.js';

export const BEST_SELLERS_REORDERED = 'The order of the best sellers was saved.';

/** Routes admin.best-sellers and admin.best-sellers.reorder (issue 15 item 6; docs/decisions/122). */
export function bestSellersController(db: PrismaClient) {
  const pageUrl = route('admin.best-sellers');
  return {
    async index(_req: Request, res: Response) {
      const props: AdminBestSellersPageProps = {
        breadcrumbs: [{ label: 'Dashboard', href: route('admin.dashboard') }, { label: 'Home best sellers' }],
        best_sellers: await listBestSellersForStaff(db),
        reorder_url: route('admin.best-sellers.reorder'),
        home_count: HOME_BEST_SELLERS,
      };
      await res.inertia.render('admin/best-sellers', props);
    },

    async reorder(req: Request, res: Response) {
      const input = validate(ZReorderInput, req.body);
      await answerStaffAction(res, pageUrl, { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const outcome = await reorderBestSellers(tx, input);
          if (outcome.kind === 'stale') throw refuseAsStale(REORDER_MESSAGES.stale);
          if (outcome.kind === 'already') throw refuseAsDone(REORDER_MESSAGES.unchanged);
          const moved = outcome.after.find((id, index) => outcome.before[index] !== id) ?? outcome.after[0];
          return {
            record: { action: 'best-sellers.reorder', subjectType: 'product', subjectId: moved, before: { order: outcome.before }, after: { order: outcome.after } },
            value: { success: BEST_SELLERS_REORDERED } satisfies StaffActionAnswer,
          };
        }),
      );
    },
  };
}
