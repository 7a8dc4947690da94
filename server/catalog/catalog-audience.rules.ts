import type { VisitorType } from '#server/shared/account-types.js';

// Who a shop listing is for (docs/decisions/097). A product's account_type_id is its audience: 5 = schools,
// 6 = parents, null = everyone. Parents browse what parents buy; everyone else sees the whole catalogue.
export type CatalogAudience = 'parents' | 'everyone';

export const catalogAudienceOf = (visitorType: VisitorType | null): CatalogAudience => (visitorType === 'parent' ? 'parents' : 'everyone');

