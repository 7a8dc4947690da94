import { SCHOOL_USER_MESSAGES, SUCCESS_TOAST_MS } from '#server/schools/school-users.schemas';
import { route } from '#server/storefront-route-table';
import { popup } from '#js/components/popups/popup';
import { toast } from '#js/components/toast/toast';
import type { Translate } from '#js/i18n';
import { jsonCall, JsonCallError, type FieldErrors } from '#js/lib/http';

/** One message per field, from the server's or zod's errors. */
export function flattenErrors(errors: FieldErrors): Record<string, string> {
  return Object.fromEntries(Object.entries(errors).map(([field, value]) => [field, Array.isArray(value) ? (value[0] ?? '') : value]));
}

/** The distinct messages of a failed call, for the error list (account-area §8 "422 errors are listed"). */
export function errorMessagesOf(error: unknown): string[] {
  if (!(error instanceof JsonCallError)) return [];
  const fields = Object.values(flattenErrors(error.errors)).filter(Boolean);
  const messages = fields.length > 0 ? fields : error.message ? [error.message] : [];
  return [...new Set(messages)];
}

/**
 * Delete with the spec's confirmation; DELETE /settings/my-users/{id} sent as a POST with the method override
 * (account-area §7). Resolves true when the user was deleted.
 */
export async function confirmAndDeleteUser(user: { id: number; name: string }, t: Translate): Promise<boolean> {
  const confirmed = await popup.confirm({
    title: t(SCHOOL_USER_MESSAGES.deleteConfirmTitle),
    text: t(SCHOOL_USER_MESSAGES.deleteConfirmText),
    confirmText: t(SCHOOL_USER_MESSAGES.deleteConfirmButton),
    cancelText: t('Cancel'),
  });
  if (!confirmed) return false;
  try {
    const answer = await jsonCall<{ message?: string }>('POST', route('school-users.destroy', { id: user.id }), { _method: 'DELETE' });
    toast.success(answer.message ?? t(SCHOOL_USER_MESSAGES.deleted), { durationMs: SUCCESS_TOAST_MS });
    return true;
  } catch {
    toast.error(t(SCHOOL_USER_MESSAGES.deleteFailed));
    return false;
  }
}
