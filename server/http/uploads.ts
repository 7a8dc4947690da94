import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Request, RequestHandler } from 'express';
import { fileTypeFromBuffer } from 'file-type';
import multer, { MulterError } from 'multer';
import { ValidationError } from './errors.js';
import type { FileKind, UploadRules } from './uploads.types.js';

// Uploads (DESIGN "Uploads"): multer with limits, the type read from the file's bytes (never its name or the
// browser's Content-Type), stored under a generated name in private storage. Private files are only ever sent
// by routes that check who is asking; nothing under storage/private is served statically.

export const FILE_KIND_MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};


export interface CheckedUpload {
  buffer: Buffer;
  kind: FileKind;
  mime: string;
  size: number;
}

const MAX_TEXT_FIELDS = 40;
const MAX_TEXT_FIELD_BYTES = 10_000;
const MAX_FIELD_NAME_BYTES = 100;

/**
 * Parses a multipart body (in memory, within the largest rule's size) and leaves the files in `req.files`.
 * Limits become 422 answers naming the field; a body that is not multipart passes through untouched.
 */
export function acceptUploads(rules: UploadRules): RequestHandler {
  const fields = Object.keys(rules);
  const largest = Math.max(...Object.values(rules).map((rule) => rule.maxBytes));
  const parse = multer({
    storage: multer.memoryStorage(),
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
export async function detectFileKind(buffer: Uint8Array): Promise<FileKind | null> {
  const detected = await fileTypeFromBuffer(buffer);
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
    files[field] = { buffer: file.buffer, kind, mime: FILE_KIND_MIME[kind], size: file.size };
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
  await writeFile(absolute, upload.buffer, { flag: 'wx' });
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
