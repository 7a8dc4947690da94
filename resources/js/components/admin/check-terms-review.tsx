import { Link } from '@inertiajs/react';
import type { AdminCheckTerms } from '#server/admin/check-terms.pages';
import { route } from '#server/route-table';
import { buttonClasses } from '#js/components/ui/button-classes';
import { useStaffForm } from './use-staff-form';
import { DecisionReasonField } from './decision-reason-field';

// The customer page's "Payment terms" box (docs/decisions/096): the school's check / PO terms and its latest
// request; on the school's main account, approve (switch to pays by check), decline with a reason, or switch back
// to card payments. Each form carries its idempotency key and what it was opened on.

function TermsSummary({ terms }: { terms: AdminCheckTerms }) {
  return (
    <div className="space-y-1 text-sm text-slate-700">
      <p>
        <span className="font-semibold text-slate-900">{terms.pays_by_check ? 'Pays by check / purchase order' : 'Pays by card or PayPal'}</span>
        {terms.pays_by_check && terms.decided_on ? ` (since ${terms.decided_on})` : ''}
      </p>
      {terms.status === 'pending' ? (
        <p>
          <span className="font-semibold text-amber-800">Request waiting</span> since {terms.requested_on}.{' '}
          {terms.note ? <>Note from the school: “{terms.note}”</> : 'No note.'}
        </p>
      ) : null}
      {terms.status === 'declined' ? (
        <p>
          Request declined {terms.decided_on}: “{terms.decline_reason}”
        </p>
      ) : null}
    </div>
  );
}

export function CheckTermsReview({ terms, customerId }: { terms: AdminCheckTerms; customerId: number }) {
  const expected = { expected_requested_at: terms.requested_at ?? '' };
  const approve = useStaffForm(`approve-check-terms-${terms.holder_id}`, expected);
  const decline = useStaffForm(`decline-check-terms-${terms.holder_id}`, { ...expected, reason: '' });
  const toCard = useStaffForm(`card-terms-${terms.holder_id}`, { expected_pays_by_check: true });
  const reasonError = decline.form.errors.reason;
  const otherError =
    approve.form.errors.expected_requested_at ??
    approve.form.errors.idempotency_key ??
    decline.form.errors.expected_requested_at ??
    decline.form.errors.idempotency_key ??
    toCard.form.errors.expected_pays_by_check ??
    toCard.form.errors.idempotency_key;
  const urls = terms.urls;

  return (
    <div className="mt-4 border-t border-slate-200 pt-4" data-testid="check-terms">
      <h3 className="font-semibold text-slate-900">Payment terms{terms.holder_id !== customerId ? ' (the school’s)' : ''}</h3>
      <TermsSummary terms={terms} />
      {!urls ? (
        <p className="mt-1 text-sm text-slate-600">
          A school user follows its school.{' '}
          <Link href={route('admin.customers.show', { id: terms.holder_id })} className="font-semibold text-brand-800 underline">
            Change the terms on the school’s page
          </Link>
        </p>
      ) : (
        <div className="mt-3 flex flex-wrap items-start gap-3">
          {terms.status === 'pending' ? (
            <>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  approve.submit(urls.approve, () => decline.form.clearErrors());
                }}
              >
                <button type="submit" className={buttonClasses('primary', 'sm', 'whitespace-nowrap')} disabled={approve.form.processing}>
                  Approve: pays by check
                </button>
              </form>
              <form
                className="flex min-w-64 flex-1 flex-col gap-2 sm:max-w-md"
                onSubmit={(event) => {
                  event.preventDefault();
                  decline.submit(urls.decline, () => decline.form.setData('reason', ''));
                }}
              >
                <DecisionReasonField
                  label="Reason for declining (sent to the school)"
                  value={decline.form.data.reason}
                  maxLength={terms.reason_max_length}
                  error={reasonError}
                  onChange={(reason) => decline.form.setData('reason', reason)}
                />
                <div>
                  <button type="submit" className={buttonClasses('danger', 'sm')} disabled={decline.form.processing}>
                    Decline request
                  </button>
                </div>
              </form>
            </>
          ) : null}
          {terms.pays_by_check ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                toCard.submit(urls.switch_to_card);
              }}
            >
              <button type="submit" className={buttonClasses('secondary', 'sm', 'whitespace-nowrap')} disabled={toCard.form.processing}>
                Switch back to card payments
              </button>
            </form>
          ) : null}
          {otherError ? <p className="text-sm font-medium text-red-700">{otherError}</p> : null}
        </div>
      )}
    </div>
  );
}
