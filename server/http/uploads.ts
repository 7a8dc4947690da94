import { randomUUID } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer, { MulterError } from 'multer';
import type { FileStorage } from '#server/shared/file-storage.js';
import { ValidationError } from './errors.js';
import type { FileKind, UploadRules } from './uploads.types.js';

// Uploads (DESIGN "Uploads", docs/decisions/036, 085 and 131): multer with limits, each file held in memory up to
// its rule's size (never written to the server's disk, so a second server or the S3 driver sees the same thing),
// the type read from the file's bytes (never its name or the browser's Content-Type), stored through the
// FileStorage under a generated name in private storage. Private files are only ever sent by routes that check
// who is asking; nothing under storage/private is served statically.

export const FILE_KIND_MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};


export interface CheckedUpload {
  /** The file's bytes (at most its rule's maxBytes). */
  bytes: Buffer;
  kind: FileKind;
  mime: string;
  size: number;
}

const MAX_TEXT_FIELDS = 40;
const MAX_TEXT_FIELD_BYTES = 10_000;
const MAX_FIELD_NAME_BYTES = 100;
/** Multipart headers and boundaries around the parts, on top of the files and text fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const TOO_LARGE_TOGETHER = 'The attached files are too large together. Please choose smaller files.';

const inMemory = multer.memoryStorage();

/**
 * Parses a multipart body, reading each file into memory and stopping at the largest rule's size, and leaves the
 * files in `req.files`. A body whose declared length could not
 * fit the rules is refused before a byte of it is read. Limits become 422 answers naming the field; a body that
 * is not multipart passes through untouched. Mount it after every check that can refuse the request.
 */
export function acceptUploads(rules: UploadRules): RequestHandler {
  const fields = Object.keys(rules);
  const largest = Math.max(...Object.values(rules).map((rule) => rule.maxBytes));
  const maxBodyBytes =
    Object.values(rules).reduce((sum, rule) => sum + rule.maxBytes, 0) + MAX_TEXT_FIELDS * MAX_TEXT_FIELD_BYTES + MULTIPART_OVERHEAD_BYTES;
  const parse = multer({
    storage: inMemory,
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
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof MulterError) return next(uploadErrorOf(error, rules));
      next(error);
    });
  };
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
    const kind = await detectFileKind(file.buffer);
    if (!kind || !rule.kinds.includes(kind)) {
      errors[field] = rule.typeMessage;
      continue;
    }
    files[field] = { bytes: file.buffer, kind, mime: FILE_KIND_MIME[kind], size: file.size };
  }
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
  await storage.putBytes(key, upload.bytes);
  return key;
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
