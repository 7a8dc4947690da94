import { randomUUID } from 'node:crypto';
import { constants as fsConstants } from 'node:fs';
import { copyFile, mkdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import multer, { MulterError } from 'multer';
import { ValidationError } from './errors.js';
import type { FileKind, UploadRules } from './uploads.types.js';

// Uploads (DESIGN "Uploads", docs/decisions/036 and 085): multer with limits, the files streamed to temporary
// files (never held in memory), the type read from the file's bytes (never its name or the browser's
// Content-Type), stored under a generated name in private storage. Private files are only ever sent by routes
// that check who is asking; nothing under storage/private is served statically.

export const FILE_KIND_MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};


export interface CheckedUpload {
  /** The temporary file the upload was streamed to; removed when the response ends. */
  tempPath: string;
  kind: FileKind;
  mime: string;
  size: number;
}

const MAX_TEXT_FIELDS = 40;
const MAX_TEXT_FIELD_BYTES = 10_000;
const MAX_FIELD_NAME_BYTES = 100;
/** Multipart headers and boundaries around the parts, on top of the files and text fields. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
const UPLOAD_TEMP_DIR = path.join(tmpdir(), 'play-it-safe-uploads');
const TOO_LARGE_TOGETHER = 'The attached files are too large together. Please choose smaller files.';

const temporaryStorage = multer.diskStorage({
  destination: (_req, _file, done) => {
    mkdir(UPLOAD_TEMP_DIR, { recursive: true }).then(() => done(null, UPLOAD_TEMP_DIR), (error: Error) => done(error, UPLOAD_TEMP_DIR));
  },
  filename: (_req, _file, done) => done(null, `${randomUUID()}.upload`),
});

/**
 * Parses a multipart body, streaming each file to a temporary file and stopping at the largest rule's size, and
 * leaves the files in `req.files` (removed again when the response ends). A body whose declared length could not
 * fit the rules is refused before a byte of it is read. Limits become 422 answers naming the field; a body that
 * is not multipart passes through untouched. Mount it after every check that can refuse the request.
 */
export function acceptUploads(rules: UploadRules): RequestHandler {
  const fields = Object.keys(rules);
  const largest = Math.max(...Object.values(rules).map((rule) => rule.maxBytes));
  const maxBodyBytes =
    Object.values(rules).reduce((sum, rule) => sum + rule.maxBytes, 0) + MAX_TEXT_FIELDS * MAX_TEXT_FIELD_BYTES + MULTIPART_OVERHEAD_BYTES;
  const parse = multer({
    storage: temporaryStorage,
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
    res.once('close', () => void removeTemporaryFiles(req));
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      if (error instanceof MulterError) return next(uploadErrorOf(error, rules));
      next(error);
    });
  };
}

async function removeTemporaryFiles(req: Request): Promise<void> {
  const files = req.files;
  if (!files || Array.isArray(files)) return;
  await Promise.all(Object.values(files).flat().map((file) => rm(file.path, { force: true }).catch(() => undefined)));
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

/** The kind of a file according to its bytes (in memory, or the file at a path), or null when it is none of the shop's kinds. */
export async function detectFileKind(source: Uint8Array | string): Promise<FileKind | null> {
  const detected = typeof source === 'string' ? await fileTypeFromFile(source) : await fileTypeFromBuffer(source);
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
    const kind = await detectFileKind(file.path);
    if (!kind || !rule.kinds.includes(kind)) {
      errors[field] = rule.typeMessage;
      continue;
    }
    files[field] = { tempPath: file.path, kind, mime: FILE_KIND_MIME[kind], size: file.size };
  }
  return { files, errors };
}

const PRIVATE_ROOT = 'private';
const STORED_NAME = /^[a-z0-9-]+\/[0-9a-f-]{36}\.(pdf|jpg|png|webp)$/;

/**
 * Writes an accepted upload to `<storageDir>/private/<folder>/<uuid>.<kind>` and returns the path relative to
 * storageDir (what the database keeps). The original file name is never used.
 */
export async function storePrivateUpload(storageDir: string, folder: string, upload: CheckedUpload): Promise<string> {
  if (!/^[a-z0-9-]+$/.test(folder)) throw new Error(`Invalid storage folder: ${folder}`);
  const relative = `${PRIVATE_ROOT}/${folder}/${randomUUID()}.${upload.kind}`;
  const absolute = path.join(path.resolve(storageDir), relative);
  await mkdir(path.dirname(absolute), { recursive: true });
  // A copy that never overwrites; a move would do when the temporary directory is on the same disk, but the
  // temporary file is removed with the response either way.
  await copyFile(upload.tempPath, absolute, fsConstants.COPYFILE_EXCL);
  return relative;
}

/** The absolute path of a stored private file, or null when the stored value is not one of ours. */
export function resolvePrivateFile(storageDir: string, relative: string | null | undefined): { path: string; kind: FileKind; mime: string } | null {
  if (!relative || !relative.startsWith(`${PRIVATE_ROOT}/`)) return null;
  const inside = relative.slice(PRIVATE_ROOT.length + 1);
  if (!STORED_NAME.test(inside)) return null;
  const root = path.resolve(storageDir, PRIVATE_ROOT);
  const absolute = path.resolve(root, inside);
  if (!absolute.startsWith(`${root}${path.sep}`)) return null;
  const kind = path.extname(absolute).slice(1) as FileKind;
  return { path: absolute, kind, mime: FILE_KIND_MIME[kind] };
}

/** Deletes a stored private file; a file that is already gone is fine. */
export async function removePrivateFile(storageDir: string, relative: string | null | undefined): Promise<void> {
  const file = resolvePrivateFile(storageDir, relative);
  if (file) await rm(file.path, { force: true });
}

export const MEGABYTE = 1024 * 1024;
