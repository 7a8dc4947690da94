import { readCookie } from './cookies';
import { msg } from '#js/i18n/translator';

// The JSON calls of the spec's "calls" tables (cart, checkout, contact, login, visitor type) share this helper:
// it sends the CSRF token the server mirrors into the XSRF-TOKEN cookie, asks for JSON, and turns a non-2xx
// answer into a JsonCallError that carries the server's message and field errors.

export type JsonMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Field errors as the server sends them: one message per field, or a list (the first is shown). */
export type FieldErrors = Record<string, string | string[]>;

export interface JsonCallOptions {
  /** Extra headers, e.g. the cart's X-Cart-Session. They are added to (and may override) the defaults. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export const FALLBACK_ERROR_MESSAGE = msg('Something went wrong. Please try again later.');

export class JsonCallError extends Error {
  override readonly name = 'JsonCallError';

  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer (offline, aborted, CORS). */
    readonly status: number,
    /** Field errors of a 422 answer ({} otherwise). */
    readonly errors: FieldErrors = {},
    /** The parsed answer body, when there was one. */
    readonly body: unknown = null,
  ) {
    super(message);
  }

  get isValidationError(): boolean {
    return this.status === 422;
  }
}

/** Sends a JSON request (or a FormData upload) and returns the parsed answer; throws JsonCallError on a non-2xx answer or a network failure. */
export async function jsonCall<T = unknown>(
  method: JsonMethod,
  url: string,
  body?: unknown,
  options: JsonCallOptions = {},
): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'X-Requested-With': 'XMLHttpRequest',
  };
  // FormData (multipart uploads) sets its own Content-Type with the boundary.
  const isFormData = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isFormData) headers['Content-Type'] = 'application/json';
  const xsrfToken = readCookie('XSRF-TOKEN');
  if (xsrfToken) headers['X-XSRF-TOKEN'] = xsrfToken;
  Object.assign(headers, options.headers);

  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : isFormData ? (body as FormData) : JSON.stringify(body),
      credentials: 'same-origin',
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new JsonCallError('We could not reach the server. Please check your connection and try again.', 0);
  }

  const data = await readJsonBody(response);
  if (!response.ok) {
    throw new JsonCallError(messageFrom(data) ?? FALLBACK_ERROR_MESSAGE, response.status, errorsFrom(data), data);
  }
  return data as T;
}

/** The first message of one field in a FieldErrors map. */
export function firstFieldError(errors: FieldErrors, field: string): string | undefined {
  const value = errors[field];
  return Array.isArray(value) ? value[0] : value;
}

/** The user-facing message of anything a jsonCall (or other code) threw. */
export function errorMessageOf(error: unknown, fallback = FALLBACK_ERROR_MESSAGE): string {
  if (error instanceof JsonCallError && error.message) return error.message;
  return fallback;
}

async function readJsonBody(response: Response): Promise<unknown> {
  if (response.status === 204) return null;
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function messageFrom(data: unknown): string | undefined {
  return isRecord(data) && typeof data.message === 'string' && data.message.trim() ? data.message : undefined;
}

function errorsFrom(data: unknown): FieldErrors {
  if (!isRecord(data) || !isRecord(data.errors)) return {};
  const errors: FieldErrors = {};
  for (const [field, value] of Object.entries(data.errors)) {
    if (typeof value === 'string') errors[field] = value;
    else if (Array.isArray(value)) errors[field] = value.filter((item): item is string => typeof item === 'string');
  }
  return errors;
}
