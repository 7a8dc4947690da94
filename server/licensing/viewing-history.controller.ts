import { viewerOf } from '#server/accounts/viewer.rules.js';
import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { HttpError, notFound } from '#server/http/errors.js';
import { toFieldErrors, validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { licensedListRouteOf } from './licences.service.js';
import { VIEWING_MESSAGES, ZViewingHistoryInput, ZViewingHistoryQuery } from './viewing-history.schemas.js';
import { findViewingHistory, recordViewing, seesViewingHistory } from './viewing-history.service.js';

/** Routes client.school.user-viewing-history and viewing-history.store. */
export function viewingHistoryController(db: PrismaClient) {
  return {
    async index(req: Request, res: Response) {
      const viewer = viewerOf(req.user!);
      if (!seesViewingHistory(viewer)) throw notFound('Not Found');
      const parsed = ZViewingHistoryQuery.safeParse(req.query);
      if (!parsed.success) {
        const errors = toFieldErrors(parsed.error);
        throw new HttpError(422, Object.values(errors)[0], errors);
      }
      const query = parsed.data;
      await res.inertia.render('account/viewing-history', {
        history: await findViewingHistory(db, viewer, query, req.locale),
        filters: { search: query.search ?? '', sort_by: query.sort_by, sort_direction: query.sort_direction },
        programsUrl: route(licensedListRouteOf(viewer.role)),
      });
    },

    /** The player's call when a video starts; the page ignores failures (account-area §4). */
    async store(req: Request, res: Response) {
      const input = validate(ZViewingHistoryInput, req.body);
      const row = await recordViewing(db, viewerOf(req.user!), input);
      res.json({ success: true, message: VIEWING_MESSAGES.recorded, watch_count: row.watchCount, last_watched_at: row.lastWatchedAt.toISOString() });
    },
  };
}
