import { useForm } from '@inertiajs/react';
import type { FormEvent } from 'react';
import type { ProfileCheckTerms } from '#server/accounts/accounts.pages';
import { buttonClasses } from '#js/components/ui/button-classes';
import { rich, useTranslation } from '#js/i18n';

// My Profile's "Payment terms" panel for schools (docs/decisions/096): the school's terms, its latest request
// (pending / approved on a date / declined with the reason) and, for the main account, the request form.

export function CheckTermsPanel({ terms }: { terms: ProfileCheckTerms }) {
  const { t } = useTranslation();
  const form = useForm({ note: '' });
  const canAsk = terms.can_request && !terms.pays_by_check && terms.status !== 'pending';

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    form.post(terms.request_url, { preserveScroll: true, onSuccess: () => form.reset() });
  }

  return (
    <section id="check-terms" aria-labelledby="check-terms-heading" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id="check-terms-heading" className="text-lg font-bold text-slate-900">
        {t('Payment terms')}
      </h2>
      <div className="mt-2 text-slate-900" role="status">
        <TermsState terms={terms} />
      </div>
      {canAsk ? (
        <form onSubmit={onSubmit} noValidate className="mt-4 grid gap-3">
          <label htmlFor="check-terms-note" className="text-sm font-semibold text-slate-700">
            {t('Note for our team (optional)')}
          </label>
          <textarea
            id="check-terms-note"
            name="note"
            rows={3}
            maxLength={terms.note_max_length}
            value={form.data.note}
            onChange={(event) => form.setData('note', event.target.value)}
            aria-invalid={form.errors.note ? true : undefined}
            aria-describedby={form.errors.note ? 'check-terms-note-error' : undefined}
            placeholder={t('e.g. our district pays by purchase order, net 30')}
            className="w-full rounded-xl border border-slate-300 px-3 py-2 text-slate-900"
          />
          {form.errors.note ? (
            <p id="check-terms-note-error" role="alert" className="text-sm text-red-700">
              {t(form.errors.note)}
            </p>
          ) : null}
          <div>
            <button type="submit" disabled={form.processing} className={buttonClasses('primary')}>
              {form.processing ? t('Sending…') : t('Request check / PO terms')}
            </button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

function TermsState({ terms }: { terms: ProfileCheckTerms }) {
  const { t } = useTranslation();
  if (terms.pays_by_check) {
    const text = terms.decided_on
      ? t('<strong>Pays by check / purchase order</strong> (approved on {{date}}). At checkout, choose Payment by Check to request a quote.', { date: terms.decided_on ?? '' })
      : t('<strong>Pays by check / purchase order</strong>. At checkout, choose Payment by Check to request a quote.');
    return <p>{rich(text, { strong: (part) => <span className="font-semibold text-emerald-800">{part}</span> })}</p>;
  }
  if (terms.status === 'pending') {
    return (
      <p>
        {rich(
          t(
            '<strong>Request for check / PO terms waiting for review</strong> (sent {{date}}). We reply by e-mail within 1-2 business days. Until then, checkout offers card and PayPal.',
            { date: terms.requested_on ?? '' },
          ),
          { strong: (part) => <span className="font-semibold text-amber-800">{part}</span> },
        )}
      </p>
    );
  }
  if (terms.status === 'declined') {
    return (
      <p>
        {rich(t('<strong>Request for check / PO terms declined</strong> on {{date}}. Reason: {{reason}}', { date: terms.decided_on ?? '', reason: terms.decline_reason ?? '' }), {
          strong: (part) => <span className="font-semibold text-red-800">{part}</span>,
        })}
        {terms.can_request ? ` ${t('You may ask again below.')}` : ''}
      </p>
    );
  }
  return (
    <p>
      {t('Your school pays by card or PayPal.')}{' '}
      {terms.can_request
        ? t('If your school pays by check or purchase order, request check / PO terms below.')
        : t("To pay by check or purchase order, ask your school's main account to request check / PO terms.")}
    </p>
  );
}
