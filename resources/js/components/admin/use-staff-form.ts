import { useForm } from '@inertiajs/react';
import type { FormDataType } from '@inertiajs/core';
import { useState } from 'react';

// Every staff form carries an idempotency key made once per mount (a double click or a re-sent form is answered
// "already done" by the server) and the state it was opened on (a stale form is refused). After a success the key
// is renewed, so doing the same thing again on purpose is a new action.

export function useIdempotencyKey() {
  const [key, setKey] = useState(() => crypto.randomUUID());
  return { key, renew: () => setKey(crypto.randomUUID()) };
}

/** Today in the shop's calendar (US Central), as YYYY-MM-DD: the default "received on" of a check. */
export const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());

const newKey = () => crypto.randomUUID();

/**
 * An Inertia form for a staff action with its `idempotency_key` in the data (renewed after an answer that was not a
 * validation error). Each form posts into its own error bag, so two forms on one page with the same field names
 * keep their messages apart.
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
