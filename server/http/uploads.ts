import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer, { MulterError } from 'multer';
import type { FileStorage } from '#server/shared/file-storage.js';
import { ValidationError } from './errors.js';
import type { FileKind, UploadRules } from './uploads.types.js';

// Uploads (DESIGN "Uploads", docs/decisions/036, 085 and 135): multer with limits, each file streamed (with
// backpressure, never held whole in memory) into the FileStorage under a staging key incoming/<uuid>.upload, the
// type read from the file's first bytes (never its name or the browser's Content-Type), then moved to a generated
// name in private storage. Nothing touches the server's own disk when the S3 driver is configured. Private files
// are only ever sent by routes that check who is asking; nothing under storage/private is served statically.

export const FILE_KIND_MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};


export interface CheckedUpload {
  /** The staging key the upload was streamed to; removed when the response ends unless it was stored. */
  stagingKey: string;
  kind: FileKind;
  mime: string;
  size: number;
}

/** Enough of a file's start for file-type to tell the shop's kinds apart. */
const TYPE_SNIFF_BYTES = 4100;
const MAX_TEXT_FIELDS = 40;
const MAX_TEXT_FIELD_BYTES = 10_000;
const MAX_FIELD_NAME_BYTES = 100;
/** Multipart headers and boundaries around the parts, on top of the files and text fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const TOO_LARGE_TOGETHER = 'The attached files are too large together. Please choose smaller files.';

const STAGING_FOLDER = 'incoming';

/** multer's storage engine for the FileStorage: each file streams to a new staging key. */
function stagingEngine(storage: FileStorage, maxBytes: number): multer.StorageEngine {
  return {
    _handleFile(_req, file, done) {
      const key = `${STAGING_FOLDER}/${randomUUID()}.upload`;
      // busboy cuts the stream at the rule's size (multer then answers LIMIT_FILE_SIZE and removes the key).
      storage.putStream(key, file.stream, maxBytes + 1).then(
        ({ size }) => done(null, { path: key, size }),
        (error: unknown) => done(error),
      );
    },
    _removeFile(_req, file, done) {
      storage.remove(file.path).then(() => done(null), (error: unknown) => done(error as Error));
    },
  };
}

/**
 * Parses a multipart body, streaming each file to a staging key of `storage` and stopping at the largest rule's
 * size, and leaves the files in `req.files` (their staging keys removed again when the response ends). A body
 * whose declared length could not fit the rules is refused before a byte of it is read. Limits become 422 answers naming the field; a body that
 * is not multipart passes through untouched. Mount it after every check that can refuse the request.
 */
export function acceptUploads(storage: FileStorage, rules: UploadRules): RequestHandler {
  const fields = Object.keys(rules);
  const largest = Math.max(...Object.values(rules).map((rule) => rule.maxBytes));
  const maxBodyBytes =
    Object.values(rules).reduce((sum, rule) => sum + rule.maxBytes, 0) + MAX_TEXT_FIELDS * MAX_TEXT_FIELD_BYTES + MULTIPART_OVERHEAD_BYTES;
  const parse = multer({
    storage: stagingEngine(storage, largest),
    limits: {
      fileSize: largest,
      files: fields.length,
      fields: MAX_TEXT_FIELDS,
      fieldSize: MAX_TEXT_FIELD_BYTES,
      fieldNameSize: MAX_FIELD_NAME_BYTES,
      parts: MAX_TEXT_FIELDS + fields.length,
    },
  }).fields(fields.map((name) => ({ name, maxCount: 1 })));

  return (req, res, next) => {
    if (!req.is('multipart/form-data')) return next();
    const declared = Number(req.get('content-length'));
    if (Number.isFinite(declared) && declared > maxBodyBytes) {
      const only = fields.length === 1 ? fields[0] : undefined;
      return next(new ValidationError(only ? { [only]: rules[only].sizeMessage } : { form: TOO_LARGE_TOGETHER }));
    }
    res.once('close', () => void removeStagedFiles(storage, req));
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof MulterError) return next(uploadErrorOf(error, rules));
      next(error);
    });
  };
}

async function removeStagedFiles(storage: FileStorage, req: Request): Promise<void> {
  const files = req.files;
  if (!files || Array.isArray(files)) return;
  await Promise.all(Object.values(files).flat().map((file) => storage.remove(file.path).catch(() => undefined)));
}

function uploadErrorOf(error: MulterError, rules: UploadRules): ValidationError {
  const field = error.field;
  const rule = field && Object.prototype.hasOwnProperty.call(rules, field) ? rules[field] : undefined;
  switch (error.code) {
    case 'LIMIT_FILE_SIZE':
      return new ValidationError({ [field ?? 'file']: rule?.sizeMessage ?? 'The file is too large.' });
    case 'LIMIT_UNEXPECTED_FILE':
    case 'LIMIT_FILE_COUNT':
      return new ValidationError({ [field ?? 'file']: rule ? 'Please attach one file only.' : 'That file field is not accepted.' });
    case 'LIMIT_FIELD_VALUE':
      return new ValidationError({ [field ?? 'form']: 'This field is too long.' });
    default:
      return new ValidationError({ form: 'The form could not be read. Please try again.' });
  }
}

function uploadedFile(req: Request, field: string): Express.Multer.File | undefined {
  const files = req.files;
  if (!files || Array.isArray(files)) return undefined;
  return files[field]?.[0];
}

/** The kind of a file according to its bytes, or null when it is none of the shop's kinds. */
export async function detectFileKind(source: Uint8Array): Promise<FileKind | null> {
  const detected = await fileTypeFromBuffer(source);
  switch (detected?.ext) {
    case 'pdf':
      return 'pdf';
    case 'jpg':
      return 'jpg';
    case 'png':
      return 'png';
    case 'webp':
      return 'webp';
    default:
      return null;
  }
}

/**
 * Checks the files of `req` against the rules: size, and type from the bytes. Returns the accepted files and one
 * message per rejected field, so a form can show them together with its other errors. A required file that is
 * missing is reported only when `required` names it.
 */
export async function checkUploads(
  storage: FileStorage,
  req: Request,
  rules: UploadRules,
  required: readonly string[] = [],
): Promise<{ files: Partial<Record<string, CheckedUpload>>; errors: Record<string, string> }> {
  const files: Partial<Record<string, CheckedUpload>> = {};
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const file = uploadedFile(req, field);
    if (!file || file.size === 0) {
      if (required.includes(field)) errors[field] = rule.requiredMessage ?? 'Please choose a file.';
      continue;
    }
    if (file.size > rule.maxBytes) {
      errors[field] = rule.sizeMessage;
      continue;
    }
    const kind = await detectFileKind(await storage.readHead(file.path, TYPE_SNIFF_BYTES));
    if (!kind || !rule.kinds.includes(kind)) {
      errors[field] = rule.typeMessage;
      continue;
    }
    files[field] = { stagingKey: file.path, kind, mime: FILE_KIND_MIME[kind], size: file.size };
  }
  // A refused file leaves the store now; the accepted ones are moved or removed when the response ends.
  const accepted = new Set(Object.values(files).map((file) => file!.stagingKey));
  const refused = Object.keys(rules).flatMap((field) => {
    const file = uploadedFile(req, field);
    return file && !accepted.has(file.path) ? [file.path] : [];
  });
  await Promise.all(refused.map((key) => storage.remove(key).catch(() => undefined)));
  return { files, errors };
}

const PRIVATE_ROOT = 'private';
const STORED_NAME = /^[a-z0-9-]+\/[0-9a-f-]{36}\.(pdf|jpg|png|webp)$/;

export interface PrivateFile {
  /** The storage key (what the database keeps): private/<folder>/<uuid>.<kind>. */
  key: string;
  kind: FileKind;
  mime: string;
}

/**
 * Stores an accepted upload at `private/<folder>/<uuid>.<kind>` and returns that key (what the database keeps).
 * The original file name is never used.
 */
export async function storePrivateUpload(storage: FileStorage, folder: string, upload: CheckedUpload): Promise<string> {
  if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`Invalid storage folder: ${folder}`);
  const key = `${PRIVATE_ROOT}/${folder}/${randomUUID()}.${upload.kind}`;
  await storage.move(upload.stagingKey, key);
  return key;
}

/** The whole of an accepted upload (pictures that sharp resizes; at most their rule's size). */
export async function readUploadBytes(storage: FileStorage, upload: CheckedUpload): Promise<Buffer> {
  return Buffer.concat(await (await storage.openRead(upload.stagingKey)).toArray());
}

/** The stored private file a database value names, or null when the value is not one of ours. */
export function privateFileOf(stored: string | null | undefined): PrivateFile | null {
  if (!stored || !stored.startsWith(`${PRIVATE_ROOT}/`)) return null;
  if (!STORED_NAME.test(stored.slice(PRIVATE_ROOT.length + 1))) return null;
  const kind = stored.slice(stored.lastIndexOf('.') + 1) as FileKind;
  return { key: stored, kind, mime: FILE_KIND_MIME[kind] };
}

/** Deletes a stored private file; a file that is already gone is fine. */
export async function removePrivateFile(storage: FileStorage, stored: string | null | undefined): Promise<void> {
  const file = privateFileOf(stored);
  if (file) await storage.remove(file.key);
}

export const MEGABYTE = 1024 * 1024;
