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
