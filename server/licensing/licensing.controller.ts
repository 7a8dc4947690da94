import { renderRichText } from '#server/shared/rich-text.rules.js';
import { viewerOf } from '#server/accounts/viewer.rules.js';
import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { HttpError, notFound } from '#server/http/errors.js';
import { parseIdParam } from '#server/http/route-params.js';
import { isJsonCall } from '#server/http/request-kind.js';
import { toFieldErrors } from '#server/http/validation.rules.js';
import { route, type RouteName } from '#server/route-table.js';
import {
  findLicensedItems,
  findProductAccess,
  licensedDetailRouteOf,
  licensedListRouteOf,
  seesPrograms,
  type AccessProduct,
} from './licences.service.js';
import {
  isMediaAsset,
  LICENSING_MESSAGES,
  MEDIA_ASSETS,
  ZLicensedItemsQuery,
  type MediaAsset,
  type MediaLink,
} from './licensing.schemas.js';
import { sendMedia } from './media-response.js';
import type { Locale } from '#server/shared/locales.rules.js';
import { translate } from '#server/shared/translation.js';
import { formatShopDate } from '#server/shared/shop-time-zone.js';
import { downloadNameOf, MEDIA_FIELDS, mediaSourceOf } from './media.service.js';
import { addLicenceRenewalToCart } from './renewal.service.js';
import { inVisitorLanguageOrder, localizedProduct } from '#server/shared/product-text.rules.js';

const PRIVATE_NO_STORE = 'private, no-store';

interface LicensingControllerDeps {
  storage: FileStorage;
  db: PrismaClient;
  logger: Logger;
}

/**
 * The page gets our route's address for each file the product has, never a storage path or an external URL. A
 * Spanish visitor meets the Spanish parent guide and coloring book before the English ones (docs/decisions/156).
 */
function mediaLinksOf(product: AccessProduct, locale: Locale): MediaLink[] {
  const order: MediaAsset[] = [
    'video',
    'trailer',
    ...inVisitorLanguageOrder<MediaAsset>('parent-guide', 'parent-guide-es', locale),
    ...inVisitorLanguageOrder<MediaAsset>('coloring-book', 'coloring-book-es', locale),
  ];
  return order
    .filter((asset) => Boolean(product[MEDIA_FIELDS[asset]]))
    .map((asset) => ({
      asset,
      ...MEDIA_ASSETS[asset],
      label: translate(locale, MEDIA_ASSETS[asset].label),
      url: route('licensing.media', { productId: product.id, asset }),
    }));
}

/**
 * Routes client.my-videos, client.my-programs, client.video-detail, client.program-detail, licensing.media and
 * licensing.renew (account-area §2 "My Videos / My Programs", "Video/program detail"; docs/decisions/050, 051, 053).
 */
export function licensingController({ storage, db, logger }: LicensingControllerDeps) {
  /** My Videos for parents (and other buyers), My Programs for schools, trainer and preview; the other one redirects. */
  const list = (routeName: RouteName) => async (req: Request, res: Response) => {
    const viewer = viewerOf(req.user!);
    const canonical = licensedListRouteOf(viewer.role);
    if (canonical !== routeName) return res.inertia.redirect(route(canonical));
    const parsed = ZLicensedItemsQuery.safeParse(req.query);
    if (!parsed.success) {
      const errors = toFieldErrors(parsed.error);
      throw new HttpError(422, Object.values(errors)[0], errors);
    }
    const programs = seesPrograms(viewer.role);
    await res.inertia.render(programs ? 'account/programs/index' : 'account/videos/index', {
      items: await findLicensedItems(db, viewer, parsed.data, req.locale),
      sort: parsed.data,
      listUrl: route(canonical),
      shopUrl: route('client.products'),
      // Trainer and preview accounts watch what their account type is given; they have nothing to renew or buy.
      showsLicences: viewer.role !== 'trainer' && viewer.role !== 'preview',
    });
  };

  const detail = (routeName: RouteName) => async (req: Request, res: Response) => {
    const viewer = viewerOf(req.user!);
    const productId = parseIdParam(req.params.productId);
    const orderId = req.params.orderId === undefined ? null : parseIdParam(req.params.orderId);
    if (productId === null || (req.params.orderId !== undefined && orderId === null)) throw notFound(LICENSING_MESSAGES.productNotFound);
    const canonical = licensedDetailRouteOf(viewer.role);
    if (canonical !== routeName) return res.inertia.redirect(route(canonical, { productId, orderId: orderId ?? undefined }));

    const access = await findProductAccess(db, viewer, productId, orderId);
    if (access.status === 'missing') throw notFound(LICENSING_MESSAGES.productNotFound);
    if (access.status === 'expired') throw new HttpError(403, LICENSING_MESSAGES.licenceExpired);
    if (access.status === 'none') throw new HttpError(403, LICENSING_MESSAGES.noLicence);
    // Title, subtitle and descriptions in the visitor's language, field by field (docs/decisions/156).
    const product = localizedProduct(access.product, req.locale);
    await res.inertia.render(seesPrograms(viewer.role) ? 'account/programs/show' : 'account/videos/show', {
      product: {
        id: product.id,
        title: product.title,
        subtitle: product.subtitle,
        image: product.image,
        grade: product.grade?.name ?? product.level?.name ?? null,
        description: renderRichText(product.description),
        video_description: renderRichText(product.videoDescription),
      },
      licence: {
        order_id: access.orderId,
        licence_expires_at: access.expiresAt?.toISOString() ?? null,
        licence_expires_on: access.expiresAt ? formatShopDate(access.expiresAt, req.locale) : null,
      },
      media: mediaLinksOf(product, req.locale),
      // What the player sends when the video starts (account-area §7); the server checks every id again.
      viewing: {
        url: route('viewing-history.store'),
        payload: { school_user_id: viewer.accountId, user_id: viewer.userId, product_id: product.id, order_id: access.orderId },
      },
      listUrl: route(licensedListRouteOf(viewer.role)),
    });
  };

  return {
    myVideos: list('client.my-videos'),
    myPrograms: list('client.my-programs'),
    videoDetail: detail('client.video-detail'),
    programDetail: detail('client.program-detail'),

    /** A video or guide, after checking the licence; with Range support so the player can seek. */
    async media(req: Request, res: Response) {
      const productId = parseIdParam(req.params.productId);
      const asset = req.params.asset;
      if (productId === null || !isMediaAsset(asset)) throw notFound(LICENSING_MESSAGES.fileNotAvailable);
      const access = await findProductAccess(db, viewerOf(req.user!), productId, null);
      if (access.status === 'missing') throw notFound(LICENSING_MESSAGES.productNotFound);
      if (access.status === 'expired') throw new HttpError(403, LICENSING_MESSAGES.licenceExpired);
      if (access.status === 'none') throw new HttpError(403, LICENSING_MESSAGES.noLicence);

      const source = mediaSourceOf(access.product[MEDIA_FIELDS[asset]]);
      if (!source) throw notFound(LICENSING_MESSAGES.fileNotAvailable);
      await sendMedia(
        req,
        res,
        storage,
        source,
        { cacheControl: PRIVATE_NO_STORE, fileName: downloadNameOf(access.product.slug, asset, source.type === 'file' ? source.file.extension : ''), logContext: { productId, asset } },
        logger,
      );
    },

    /** Renew: a renewal line in the cart, then the cart (Inertia form post or JSON call). */
    async renew(req: Request, res: Response) {
      const licenceId = parseIdParam(req.params.id);
      if (licenceId === null) throw notFound(LICENSING_MESSAGES.licenceNotFound);
      await addLicenceRenewalToCart(db, viewerOf(req.user!), licenceId);
      logger.info({ licenceId, userId: req.user!.id }, 'licence renewal added to cart');
      if (isJsonCall(req)) {
        res.json({ success: true, message: LICENSING_MESSAGES.renewalAdded, cart_url: route('shopping.cart') });
        return;
      }
      res.inertia.flash({ success: LICENSING_MESSAGES.renewalAdded }).redirect(route('shopping.cart'));
    },
  };
}
