import { z } from 'zod';
import { type SortDirection, ZListSearch, ZPage, zSortColumn, zSortDirection } from '#server/http/list-query.schemas.js';

// Viewing history: the call the player makes (account-area §7 POST /settings/viewing-history) and the Viewing
// History page's query (§2, §9 default sort last_watched_at descending). Pure, so the pages import it.

const MAX_ID = 2_147_483_647;
const ID_MESSAGE = 'Please send a valid id.';

/** A positive database id, as a number or a string of digits. */
const id = z.union([z.number(), z.string().regex(/^\d{1,10}$/, ID_MESSAGE).transform(Number)], { error: ID_MESSAGE }).pipe(
  z.number({ error: ID_MESSAGE }).int(ID_MESSAGE).min(1, ID_MESSAGE).max(MAX_ID, ID_MESSAGE),
);

export const ZViewingHistoryInput = z.strictObject(
  {
    school_user_id: id,
    user_id: id,
    product_id: id,
    /** Null (or absent) for trainer and preview accounts, which watch without an order. */
    order_id: id.nullable().optional(),
  },
  { error: (issue) => (issue.code === 'invalid_type' ? 'The request body must be a JSON object.' : undefined) },
);
export type TViewingHistoryInput = z.output<typeof ZViewingHistoryInput>;

export const VIEWING_SORT_COLUMNS = ['last_watched_at', 'watch_count', 'viewer', 'product'] as const;
export type ViewingSortColumn = (typeof VIEWING_SORT_COLUMNS)[number];
export const DEFAULT_VIEWING_SORT = { sort_by: 'last_watched_at', sort_direction: 'desc' } as const satisfies {
  sort_by: ViewingSortColumn;
  sort_direction: SortDirection;
};
export const VIEWING_HISTORY_PER_PAGE = 10;

export const ZViewingHistoryQuery = z.object({
  sort_by: zSortColumn(VIEWING_SORT_COLUMNS, 'The history cannot be sorted that way.', DEFAULT_VIEWING_SORT.sort_by),
  sort_direction: zSortDirection(DEFAULT_VIEWING_SORT.sort_direction),
  search: ZListSearch,
  page: ZPage,
});
export type TViewingHistoryQuery = z.output<typeof ZViewingHistoryQuery>;

export const VIEWING_MESSAGES = {
  recorded: 'Viewing recorded',
  notYourself: 'You can only record your own viewing.',
  wrongSchool: 'The school account does not match the signed-in user.',
} as const;
