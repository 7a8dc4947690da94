import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { StoredFileTooLarge, type FileStorage } from '#server/shared/file-storage.js';
import { PRODUCT_MEDIA_MESSAGES as M, VIDEO_CHUNK_BYTES, VIDEO_MAX_BYTES, type VideoAsset } from './product-media.rules.js';

// Videos arrive in 8 MB chunks (docs/decisions/112): the page starts an upload (size and asset), sends each chunk
// with PUT, can ask which chunks arrived after a broken connection and sends only the missing ones; the last step
// joins the chunks into one private file. The received chunks are a database row, not process memory, so any
// server can take the next chunk. The type is read from the first chunk's bytes and checked again on the whole file.

const UPLOADS_ROOT = 'uploads';
/** Unfinished uploads older than this are deleted when the product's next upload starts. */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;
const TYPE_SNIFF_BYTES = 4100;

export type VideoExtension = 'mp4' | 'webm';

export interface MediaUploadView {
  upload_id: string;
  asset: VideoAsset;
  chunk_bytes: number;
  chunk_count: number;
  size_bytes: number;
  received: number[];
}

const chunkPrefixOf = (uploadId: string) => `${UPLOADS_ROOT}/${uploadId}/`;
const chunkKeyOf = (uploadId: string, index: number) => `${chunkPrefixOf(uploadId)}${String(index).padStart(5, '0')}.part`;

/** mp4 or webm by the bytes (an ISO-BMFF mp4/m4v or a WebM/Matroska header), else null. */
export async function detectVideoExtension(head: Uint8Array): Promise<VideoExtension | null> {
  const detected = await fileTypeFromBuffer(head);
  if (detected?.ext === 'mp4' || detected?.ext === 'm4v') return 'mp4';
  if (detected?.ext === 'webm') return 'webm';
  return null;
}

/** True when the bytes are a PDF. */
export async function isPdf(head: Uint8Array): Promise<boolean> {
  return (await fileTypeFromBuffer(head))?.ext === 'pdf';
}

type UploadRow = NonNullable<Awaited<ReturnType<PrismaClient['mediaUpload']['findUnique']>>>;

const viewOf = (row: UploadRow): MediaUploadView => ({
  upload_id: row.id,
  asset: row.asset as VideoAsset,
  chunk_bytes: row.chunkBytes,
  chunk_count: row.chunkCount,
  size_bytes: Number(row.sizeBytes),
  received: [...row.receivedChunks].sort((a, b) => a - b),
});

export type StartUploadResult = { ok: true; upload: MediaUploadView } | { ok: false; errors: Record<string, string> };

/** Opens an upload for a product's video or trailer; refuses a size above the asset's limit. */
export async function startMediaUpload(
  db: PrismaClient,
  storage: FileStorage,
  input: { productId: number; asset: VideoAsset; fileName: string; sizeBytes: number; userId: number },
): Promise<StartUploadResult> {
  if (input.sizeBytes > VIDEO_MAX_BYTES[input.asset]) return { ok: false, errors: { size_bytes: M.videoSize[input.asset] } };
  await removeAbandonedUploads(db, storage, input.productId);
  const row = await db.mediaUpload.create({
    data: {
      id: randomUUID(),
      productId: input.productId,
      asset: input.asset,
      fileName: input.fileName,
      sizeBytes: BigInt(input.sizeBytes),
      chunkBytes: VIDEO_CHUNK_BYTES,
      chunkCount: Math.ceil(input.sizeBytes / VIDEO_CHUNK_BYTES),
      createdByUserId: input.userId,
    },
  });
  return { ok: true, upload: viewOf(row) };
}

async function removeAbandonedUploads(db: PrismaClient, storage: FileStorage, productId: number) {
  const old = await db.mediaUpload.findMany({ where: { productId, updatedAt: { lt: new Date(Date.now() - ABANDONED_AFTER_MS) } }, select: { id: true } });
  for (const { id } of old) {
    await db.mediaUpload.delete({ where: { id } }).catch(() => undefined);
    await storage.remove(chunkPrefixOf(id));
  }
}

export async function findMediaUpload(db: PrismaClient, productId: number, uploadId: string): Promise<MediaUploadView | null> {
  if (!/^[0-9a-f-]{36}$/.test(uploadId)) return null;
  const row = await db.mediaUpload.findFirst({ where: { id: uploadId, productId } });
  return row ? viewOf(row) : null;
}

const expectedChunkBytes = (upload: MediaUploadView, index: number) =>
  index < upload.chunk_count - 1 ? upload.chunk_bytes : upload.size_bytes - upload.chunk_bytes * (upload.chunk_count - 1);

export type ChunkResult = { ok: true; received: number[] } | { ok: false; status: number; message: string };

/** Checks a chunk's index and declared length before reading it (decision 085), then streams it to storage. */
export function checkChunkBeforeReading(upload: MediaUploadView, index: number, declaredLength: number): ChunkResult | null {
  if (!Number.isSafeInteger(index) || index < 0 || index >= upload.chunk_count) return { ok: false, status: 422, message: M.chunkInvalid };
  if (declaredLength !== expectedChunkBytes(upload, index)) return { ok: false, status: 422, message: M.chunkSize };
  return null;
}

export async function storeUploadChunk(db: PrismaClient, storage: FileStorage, upload: MediaUploadView, index: number, body: Readable): Promise<ChunkResult> {
  const expected = expectedChunkBytes(upload, index);
  const key = chunkKeyOf(upload.upload_id, index);
  let size: number;
  try {
    ({ size } = await storage.putStream(key, body, expected));
  } catch (error) {
    if (error instanceof StoredFileTooLarge) return { ok: false, status: 422, message: M.chunkSize };
    throw error;
  }
  if (size !== expected) {
    await storage.remove(key);
    return { ok: false, status: 422, message: M.chunkSize };
  }
  if (index === 0 && !(await detectVideoExtension(await storage.readHead(key, TYPE_SNIFF_BYTES)))) {
    await storage.remove(key);
    return { ok: false, status: 422, message: M.videoType };
  }
  const rows = await db.$queryRaw<{ received_chunks: number[] }[]>`
    UPDATE media_uploads
       SET received_chunks = CASE WHEN ${index}::int = ANY(received_chunks) THEN received_chunks ELSE array_append(received_chunks, ${index}::int) END,
           updated_at = now()
     WHERE id = ${upload.upload_id}::uuid
 RETURNING received_chunks`;
  if (rows.length === 0) {
    await storage.remove(key);
    return { ok: false, status: 404, message: M.uploadNotFound };
  }
  return { ok: true, received: [...rows[0].received_chunks].sort((a, b) => a - b) };
}

export type AssembleResult = { ok: true; storedName: string; key: string } | { ok: false; message: string };

/** Joins every chunk into `<folderKey>/<uuid>.<ext>` once all arrived and the whole file is a video. */
export async function assembleMediaUpload(storage: FileStorage, upload: MediaUploadView, folderKey: string): Promise<AssembleResult> {
  if (upload.received.length !== upload.chunk_count) return { ok: false, message: M.uploadIncomplete };
  const parts = Array.from({ length: upload.chunk_count }, (_, index) => chunkKeyOf(upload.upload_id, index));
  const extension = await detectVideoExtension(await storage.readHead(parts[0], TYPE_SNIFF_BYTES));
  if (!extension) return { ok: false, message: M.videoType };
  const storedName = `${randomUUID()}.${extension}`;
  const key = `${folderKey}/${storedName}`;
  const { size } = await storage.concatenate(key, parts);
  if (size !== upload.size_bytes) {
    await storage.remove(key);
    return { ok: false, message: M.uploadIncomplete };
  }
  return { ok: true, storedName, key };
}

/** Forgets a finished (or abandoned) upload: its row and its chunks. */
export async function discardMediaUpload(db: PrismaClient, storage: FileStorage, uploadId: string): Promise<void> {
  await db.mediaUpload.deleteMany({ where: { id: uploadId } });
  await storage.remove(chunkPrefixOf(uploadId));
}
