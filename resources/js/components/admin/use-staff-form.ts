import { useForm } from '@inertiajs/react';
import type { FormDataType } from '@inertiajs/core';

const newKey = () => crypto.randomUUID();

/**
 * An Inertia form for a staff action (docs/decisions/070): it carries an `idempotency_key` made once per mount, so
 * a double click or a re-sent form is done once. After an answer that was not a validation error, the form gets a
 * fresh key for the next, deliberate, submission. Each form posts into its own error bag, so two forms on one page
 * with the same field names keep their messages apart.
 */
export function useStaffForm<TForm extends FormDataType<TForm>>(errorBag: string, initial: TForm) {
  const form = useForm({ ...initial, idempotency_key: newKey() });
  function submit(url: string, onDone?: () => void) {
    form.post(url, {
      errorBag,
      preserveScroll: true,
      onSuccess: () => {
        form.setData('idempotency_key' as never, newKey() as never);
        onDone?.();
      },
    });
  }
  return { form, submit };
}
