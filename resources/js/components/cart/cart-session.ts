import { CART_SESSION_COOKIE, CART_SESSION_HEADER, isCartSessionId } from '#server/cart/cart-calls.rules';
import { readStorage, writeStorage } from '#js/lib/browser-storage';

// The guest's cart session id (storefront §3 "Cart"): a random UUID kept in local storage and sent with every
// cart call. It is mirrored into a cookie only so the server can count the cart on a page's first paint.

export const CART_SESSION_STORAGE_KEY = 'cart_session_id';
const COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

// When storage is unavailable the id still lives for this page's lifetime.
let memoryId: string | null = null;

export function readCartSessionId(): string | null {
  const stored = readStorage('local', CART_SESSION_STORAGE_KEY);
  if (isCartSessionId(stored)) return stored;
  return memoryId;
}

/** The stored id, or a new one (stored and mirrored) when there is none yet. */
export function ensureCartSessionId(): string {
  const existing = readCartSessionId();
  if (existing) {
    mirrorIntoCookie(existing);
    return existing;
  }
  const id = newUuid();
  adoptCartSessionId(id);
  return id;
}

/** Keeps the id the server used (it hands out a new one when the page had none it accepts). */
export function adoptCartSessionId(id: string): void {
  if (!isCartSessionId(id)) return;
  memoryId = id;
  writeStorage('local', CART_SESSION_STORAGE_KEY, id);
  mirrorIntoCookie(id);
}

// The id this page has already seen in the cookie or written there: reading document.cookie again for every cart call
// is a synchronous trip to the browser's cookie store (a few milliseconds on a phone, while the page hydrates).
let mirroredId: string | null = null;

function mirrorIntoCookie(id: string): void {
  if (typeof document === 'undefined' || id === mirroredId) return;
  mirroredId = id;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const current = document.cookie.split(';').some((part) => part.trim() === `${CART_SESSION_COOKIE}=${id}`);
  if (current) return;
  document.cookie = `${CART_SESSION_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

function newUuid(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // crypto.randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Headers every cart call carries besides the CSRF token and Accept JSON (jsonCall adds those). */
export function cartSessionHeaders(): Record<string, string> {
  return { [CART_SESSION_HEADER]: ensureCartSessionId() };
}
