import type { NextFunction, Request, RequestHandler, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import { HttpError, notFound, ValidationError } from '#server/http/errors.js';
import { parseIdParam } from '#server/http/route-params.js';
import { acceptUploads, checkUploads, readUploadBytes } from '#server/http/uploads.js';
import type { UploadRules } from '#server/http/uploads.types.js';
import { toFieldErrors, validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import {
  assembleMediaUpload,
  checkChunkBeforeReading,
  discardMediaUpload,
  findMediaUpload,
  startMediaUpload,
  storeUploadChunk,
} from '#server/catalog/media-uploads.service.js';
import { renderProductImage } from '#server/catalog/product-images.service.js';
import {
  addProductImage,
  findProductMediaState,
  mediaFileKeyOf,
  mediaFileValueOf,
  removeOrphanedMedia,
  removeProductImage,
  setProductMediaFile,
  type ImageChange,
  type MediaFileChange,
} from '#server/catalog/product-media.service.js';
import {
  DOCUMENT_ASSETS,
  DOCUMENT_LABELS,
  DOCUMENT_MAX_BYTES,
  labelOfMediaAsset,
  MEDIA_FILE_ASSETS,
  PRODUCT_IMAGE_EXTENSIONS,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_MEDIA_MESSAGES as M,
  PRODUCT_MEDIA_SUCCESS,
  VIDEO_ASSETS,
  VIDEO_CHUNK_BYTES,
  VIDEO_LABELS,
  VIDEO_MAX_BYTES,
  type DocumentAsset,
  type MediaFileAsset,
  type VideoAsset,
} from '#server/catalog/product-media.rules.js';
import { ZMediaFileInput, ZProductImageInput, ZRemoveProductImageInput, ZStartVideoUploadInput } from '#server/catalog/product-media.schemas.js';
import { runStaffAction, type StaffActionRecord } from './staff-audit.service.js';
import { answerStaffAction, refuseAsDone, refuseAsStale, staffActorOf } from './staff-action-answers.js';
import type { ProductMediaPageProps } from './product-media.pages.js';

interface ProductMediaControllerDeps {
  storage: FileStorage;
  db: PrismaClient;
  logger: Logger;
}

const IMAGE_FIELD = 'image';
const IMAGE_RULES: UploadRules = {
  [IMAGE_FIELD]: {
    maxBytes: PRODUCT_IMAGE_MAX_BYTES,
    kinds: ['jpg', 'png', 'webp'],
    extensions: PRODUCT_IMAGE_EXTENSIONS,
    requiredMessage: M.imageRequired,
    typeMessage: M.imageType,
    sizeMessage: M.imageSize,
  },
};
const DOCUMENT_FIELD = 'file';
const DOCUMENT_RULES: UploadRules = {
  [DOCUMENT_FIELD]: {
    maxBytes: DOCUMENT_MAX_BYTES,
    kinds: ['pdf'],
    extensions: ['.pdf'],
    requiredMessage: M.documentRequired,
    typeMessage: M.documentType,
    sizeMessage: M.documentSize,
  },
};

const productIdOf = (req: Request) => {
  const id = parseIdParam(req.params.id);
  if (id === null) throw notFound(M.productNotFound);
  return id;
};

function assetOf<Asset extends string>(req: Request, assets: readonly Asset[]): Asset {
  const asset = req.params.asset;
  if (typeof asset !== 'string' || !(assets as readonly string[]).includes(asset)) throw notFound(M.productNotFound);
  return asset as Asset;
}

const productRecord = (productId: number, action: string, before: unknown, after: unknown): StaffActionRecord => ({
  action,
  subjectType: 'product',
  subjectId: productId,
  before: before as StaffActionRecord['before'],
  after: after as StaffActionRecord['after'],
});

function requireImageChange(change: ImageChange): Extract<ImageChange, { kind: 'changed' }> {
  if (change.kind === 'missing') throw notFound(M.productNotFound);
  if (change.kind === 'stale') throw refuseAsStale(M.stale);
  return change;
}

function requireFileChange(change: MediaFileChange): Extract<MediaFileChange, { kind: 'changed' }> {
  if (change.kind === 'missing') throw notFound(M.productNotFound);
  if (change.kind === 'stale') throw refuseAsStale(M.stale);
  if (change.kind === 'already') throw refuseAsDone(M.nothingToRemove);
  return change;
}

/** Routes admin.products.media and its calls (issue 15 item 2; docs/decisions/110-114). */
export function productMediaController({ storage, db, logger }: ProductMediaControllerDeps) {
  const pageUrlOf = (productId: number) => route('admin.products.media', { id: productId });
  /** A file nothing points at any more that the store could not delete now: the answer stands, the log says so. */
  const logLeftover = (error: unknown) => logger.warn({ err: error }, 'orphaned media file could not be deleted');

  /** The product is looked up before an upload body is read (decision 085). */
  const requireProduct: RequestHandler = (req: Request, _res: Response, next: NextFunction) => {
    const productId = parseIdParam(req.params.id);
    if (productId === null) return next(notFound(M.productNotFound));
    db.product.count({ where: { id: productId } }).then(
      (count) => next(count === 1 ? undefined : notFound(M.productNotFound)),
      (error: unknown) => next(error),
    );
  };

  /** Sets a file slot inside a staff action; the replaced file is deleted once the row no longer points at it. */
  async function answerFileChange(req: Request, res: Response, asset: MediaFileAsset, value: string | null, idempotencyKey: string, expectedCurrent: string) {
    const productId = productIdOf(req);
    const label = labelOfMediaAsset(asset);
    let committed = false;
    try {
      await answerStaffAction(res, pageUrlOf(productId), { db, idempotencyKey }, async () => {
        const outcome = await runStaffAction(db, staffActorOf(req), idempotencyKey, async (tx) => {
          const change = requireFileChange(await setProductMediaFile(tx, { productId, asset, value, expectedCurrent }));
          return {
            record: productRecord(productId, value ? `product.media.${asset}.save` : `product.media.${asset}.remove`, { [asset]: change.previous }, { [asset]: value }),
            value: change,
          };
        });
        if (outcome.kind === 'repeated') return outcome;
        committed = true;
        await removeOrphanedMedia(storage, { fileValue: outcome.value.previous }).catch((error: unknown) =>
          logger.warn({ err: error, productId, asset }, 'replaced media file could not be deleted'),
        );
        return { kind: 'done', value: { success: value ? PRODUCT_MEDIA_SUCCESS.fileSaved(label) : PRODUCT_MEDIA_SUCCESS.fileRemoved(label) } };
      });
    } finally {
      // A refused or failed change leaves nothing behind: the new file is deleted again.
      if (!committed && value) await removeOrphanedMedia(storage, { fileValue: value }).catch(logLeftover);
    }
  }

  return {
    async show(req: Request, res: Response) {
      const productId = productIdOf(req);
      const state = await findProductMediaState(db, productId);
      if (!state) throw notFound(M.productNotFound);
      const slot = (asset: MediaFileAsset) => ({
        asset,
        label: labelOfMediaAsset(asset),
        current: state.files[asset],
        open_url: asset === 'trailer' && state.files.trailer && state.product.is_active ? route('product-trailer', { productId }) : null,
        remove_url: route('admin.products.media.files.remove', { id: productId, asset }),
      });
      const props: ProductMediaPageProps = {
        breadcrumbs: [
          { label: 'Dashboard', href: route('admin.dashboard') },
          { label: 'Products', href: route('admin.products') },
          { label: state.product.title, href: route('admin.products.edit', { id: productId }) },
          { label: 'Media' },
        ],
        product: {
          id: productId,
          title: state.product.title,
          is_active: state.product.is_active,
          shop_url: route('product-detail', { id: productId, slug: state.product.slug }),
        },
        images: state.images,
        earlier_pictures: state.earlier_pictures,
        main_image_current: (await db.product.findUniqueOrThrow({ where: { id: productId }, select: { image: true } })).image ?? '',
        image_store_url: route('admin.products.media.images.store', { id: productId }),
        image_remove_url: route('admin.products.media.images.remove', { id: productId }),
        videos: VIDEO_ASSETS.map((asset) => ({
          ...slot(asset),
          asset,
          label: VIDEO_LABELS[asset],
          start_url: route('admin.products.media.uploads.start', { id: productId }),
          max_bytes: VIDEO_MAX_BYTES[asset],
        })),
        documents: DOCUMENT_ASSETS.map((asset) => ({
          ...slot(asset),
          asset,
          label: DOCUMENT_LABELS[asset],
          store_url: route('admin.products.media.documents.store', { id: productId, asset }),
        })),
        chunk_bytes: VIDEO_CHUNK_BYTES,
      };
      await res.inertia.render('admin/products/media', props);
    },

    storeImage: [
      requireProduct,
      acceptUploads(storage, IMAGE_RULES),
      async (req: Request, res: Response) => {
        const productId = productIdOf(req);
        const parsed = ZProductImageInput.safeParse(req.body ?? {});
        const { files, errors } = await checkUploads(storage, req, IMAGE_RULES, [IMAGE_FIELD]);
        const allErrors = { ...(parsed.success ? {} : toFieldErrors(parsed.error)), ...errors };
        if (!parsed.success || Object.keys(allErrors).length > 0) throw new ValidationError(allErrors);
        const input = parsed.data;
        const rendered = await renderProductImage(storage, await readUploadBytes(storage, files[IMAGE_FIELD]!));
        if (!rendered.ok) throw new ValidationError({ [IMAGE_FIELD]: rendered.message });

        let committed = false;
        try {
          await answerStaffAction(res, pageUrlOf(productId), { db, idempotencyKey: input.idempotency_key }, async () => {
            const outcome = await runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
              const change = requireImageChange(
                await addProductImage(tx, { productId, role: input.role, altText: input.alt_text, image: rendered.image, expectedCurrent: input.expected_current }),
              );
              return { record: productRecord(productId, `product.media.${input.role === 'main' ? 'image' : 'gallery'}.add`, change.before, change.after), value: change };
            });
            if (outcome.kind === 'repeated') return outcome;
            committed = true;
            await removeOrphanedMedia(storage, { imageStorageIds: outcome.value.removedStorageIds }).catch(logLeftover);
            return { kind: 'done', value: { success: PRODUCT_MEDIA_SUCCESS.imageAdded[input.role] } };
          });
        } finally {
          if (!committed) await removeOrphanedMedia(storage, { imageStorageIds: [rendered.image.storageId] }).catch(logLeftover);
        }
      },
    ] satisfies RequestHandler[],

    async removeImage(req: Request, res: Response) {
      const productId = productIdOf(req);
      const input = validate(ZRemoveProductImageInput, req.body);
      await answerStaffAction(res, pageUrlOf(productId), { db, idempotencyKey: input.idempotency_key }, async () => {
        const outcome = await runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const change = requireImageChange(await removeProductImage(tx, productId, { imageId: input.image_id, address: input.address }));
          return { record: productRecord(productId, 'product.media.image.remove', change.before, change.after), value: change };
        });
        if (outcome.kind === 'repeated') return outcome;
        await removeOrphanedMedia(storage, { imageStorageIds: outcome.value.removedStorageIds }).catch(logLeftover);
        return { kind: 'done', value: { success: PRODUCT_MEDIA_SUCCESS.imageRemoved } };
      });
    },

    storeDocument: [
      requireProduct,
      acceptUploads(storage, DOCUMENT_RULES),
      async (req: Request, res: Response) => {
        const asset = assetOf<DocumentAsset>(req, DOCUMENT_ASSETS);
        const parsed = ZMediaFileInput.safeParse(req.body ?? {});
        const { files, errors } = await checkUploads(storage, req, DOCUMENT_RULES, [DOCUMENT_FIELD]);
        const allErrors = { ...(parsed.success ? {} : toFieldErrors(parsed.error)), ...errors };
        if (!parsed.success || Object.keys(allErrors).length > 0) throw new ValidationError(allErrors);
        const storedName = `${crypto.randomUUID()}.pdf`;
        const value = mediaFileValueOf(asset, storedName);
        await storage.move(files[DOCUMENT_FIELD]!.stagingKey, mediaFileKeyOf(value));
        await answerFileChange(req, res, asset, value, parsed.data.idempotency_key, parsed.data.expected_current);
      },
    ] satisfies RequestHandler[],

    async removeFile(req: Request, res: Response) {
      productIdOf(req);
      const asset = assetOf<MediaFileAsset>(req, MEDIA_FILE_ASSETS);
      const input = validate(ZMediaFileInput, req.body);
      await answerFileChange(req, res, asset, null, input.idempotency_key, input.expected_current);
    },

    /** JSON: opens a chunked upload of the full video or the trailer. */
    async startUpload(req: Request, res: Response) {
      const productId = productIdOf(req);
      const input = validate(ZStartVideoUploadInput, req.body);
      if ((await db.product.count({ where: { id: productId } })) === 0) throw notFound(M.productNotFound);
      const started = await startMediaUpload(db, storage, { productId, asset: input.asset, fileName: input.file_name, sizeBytes: input.size_bytes, userId: req.user!.id });
      if (!started.ok) throw new ValidationError(started.errors);
      res.status(201).json({ success: true, upload: started.upload });
    },

    /** JSON: which chunks arrived (a page resuming after a broken connection sends only the others). */
    async showUpload(req: Request, res: Response) {
      const upload = await findMediaUpload(db, productIdOf(req), String(req.params.uploadId));
      if (!upload) throw notFound(M.uploadNotFound);
      res.json({ success: true, upload });
    },

    /** JSON: one chunk as the raw request body (application/octet-stream). */
    async storeChunk(req: Request, res: Response) {
      const upload = await findMediaUpload(db, productIdOf(req), String(req.params.uploadId));
      if (!upload) throw notFound(M.uploadNotFound);
      const index = /^\d{1,6}$/.test(String(req.params.index)) ? Number(req.params.index) : -1;
      const refused = checkChunkBeforeReading(upload, index, Number(req.get('content-length') ?? NaN));
      if (refused && !refused.ok) throw new HttpError(refused.status, refused.message);
      const stored = await storeUploadChunk(db, storage, upload, index, req);
      if (!stored.ok) throw new HttpError(stored.status, stored.message);
      res.json({ success: true, received: stored.received });
    },

    /** Inertia form post: joins the chunks and puts the video on the product (a staff action). */
    async completeUpload(req: Request, res: Response) {
      const productId = productIdOf(req);
      const input = validate(ZMediaFileInput, req.body);
      const upload = await findMediaUpload(db, productId, String(req.params.uploadId));
      if (!upload) {
        // A double click: the first post finished the upload (and removed it); this one is answered "already done".
        if ((await db.staffAuditEvent.count({ where: { idempotencyKey: input.idempotency_key } })) > 0) {
          return answerStaffAction(res, pageUrlOf(productId), { db, idempotencyKey: input.idempotency_key }, async () => ({ kind: 'repeated' }));
        }
        throw new ValidationError({ upload: M.uploadNotFound });
      }
      const asset: VideoAsset = upload.asset;
      const folderValue = mediaFileValueOf(asset, 'x').replace(/\/x$/, '');
      const assembled = await assembleMediaUpload(storage, upload, mediaFileKeyOf(folderValue));
      if (!assembled.ok) throw new ValidationError({ upload: assembled.message });
      await discardMediaUpload(db, storage, upload.upload_id);
      await answerFileChange(req, res, asset, mediaFileValueOf(asset, assembled.storedName), input.idempotency_key, input.expected_current);
    },
  };
}
