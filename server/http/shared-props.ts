import type { Request } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { isStaffRole, visitorTypeForRole } from '#server/shared/account-types.js';
import { ADDITIONAL_ITEM_TYPE_NAMES } from '#server/shared/additional-items.js';
import type { SharedProps, SharedUser, SignedInUser } from './shared-props.types.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { chosenVisitorTypeOf } from './visitor-type-cookie.js';
import { translate } from '#server/shared/translation.js';
import { localizedName } from '#server/shared/product-text.rules.js';
import { databaseCache } from '#server/shared/database-cache.js';

/** How long a server keeps the navigation's catalogue lists before reading them again (other servers' changes). */
const NAVIGATION_TTL_MS = 60_000;

interface NavigationCatalog {
  schoolLevels: { id: number; name: string }[];
  /** The product types behind the schools' "Additional Items" link. */
  additionalItemTypeIds: number[];
}

/**
 * The school levels and item types every page's navigation shows: read once a minute, not on every request.
 * Whoever changes those tables calls forgetNavigationCatalog() so this server shows the change at once.
 */
const navigationCatalog = databaseCache<NavigationCatalog>(NAVIGATION_TTL_MS, async (db) => {
  const [schoolLevels, types] = await Promise.all([
    db.schoolLevel.findMany({ select: { id: true, name: true }, orderBy: { sortOrder: 'asc' } }),
    db.productType.findMany({ where: { name: { in: [...ADDITIONAL_ITEM_TYPE_NAMES] } }, select: { id: true }, orderBy: { sortOrder: 'asc' } }),
  ]);
  return { schoolLevels, additionalItemTypeIds: types.map((type) => type.id) };
});

/** Drops the cached navigation lists after a change to school levels or product types. */
export function forgetNavigationCatalog(): void {
  navigationCatalog.forget();
}

/** How many items the cart of the visitor making a request holds; the cart module answers (wired in app.ts). */
export type CountCartOfRequest = (req: Request) => Promise<number>;

/**
 * The signed-in user as every page gets it, with the role and account-type names in the page's language (the
 * header, the account area and checkout show them as they come; docs/decisions/162).
 */
function sharedUserOf(user: SignedInUser, locale: Locale): SharedUser {
  return {
    ...user,
    role_label: translate(locale, user.role_label),
    account_type: { name: translate(locale, user.account_type.name) },
    is_staff: isStaffRole(user.role),
  };
}

/** What every page receives. A signed-in user's visitor type follows the account type. */
export async function buildSharedProps(db: PrismaClient, req: Request, countCartOf: CountCartOfRequest): Promise<Omit<SharedProps, 'head'>> {
  const user = req.user ?? null;
  const visitorType = user ? visitorTypeForRole(user.role) : chosenVisitorTypeOf(req);
  const [navigation, cartCount] = await Promise.all([navigationCatalog.get(db), countCartOf(req)]);
  return {
    appName: 'Play It Safe',
    locale: req.locale,
    auth: { user: user ? sharedUserOf(user, req.locale) : null },
    visitorType,
    cart: { count: cartCount },
    // The schools' Shop menu names each level in the page's language (docs/decisions/156).
    schoolLevels: req.locale === 'en' ? navigation.schoolLevels : navigation.schoolLevels.map((level) => ({ ...level, name: localizedName(level.name, req.locale) })),
    // Only the schools' Shop menu has "Additional Items" (storefront §2).
    additionalItemTypeIds: visitorType === 'schools' ? navigation.additionalItemTypeIds : [],
  };
}
