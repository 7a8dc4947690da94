import type { TaxExemptionState } from '#server/accounts/tax-exemption.service';
import { buttonClasses } from '#js/components/ui/button-classes';
import { useStaffForm } from './use-staff-form';
import { DecisionReasonField } from './decision-reason-field';

const STATUS_STYLES: Record<NonNullable<TaxExemptionState['status']>, string> = {
  pending: 'bg-amber-100 text-amber-900 ring-amber-300',
  approved: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  rejected: 'bg-red-100 text-red-900 ring-red-300',
};
const STATUS_LABELS: Record<NonNullable<TaxExemptionState['status']>, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Rejected',
};

export function CertificateStatusBadge({ status }: { status: TaxExemptionState['status'] }) {
  if (!status) return <span className="text-sm text-slate-600">No certificate</span>;
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ${STATUS_STYLES[status]}`}>{STATUS_LABELS[status]}</span>;
}

/** When the certificate arrived and what was decided. */
export function CertificateHistory({ certificate }: { certificate: TaxExemptionState }) {
  return (
    <p className="text-sm text-slate-700">
      {certificate.submitted_on ? <>Uploaded {certificate.submitted_on}. </> : null}
      {certificate.approved_on ? <>Approved {certificate.approved_on}. </> : null}
      {certificate.rejected_on ? <>Rejected {certificate.rejected_on}: “{certificate.rejected_reason}”</> : null}
    </p>
  );
}

interface CertificateReviewProps {
  holderId: number;
  certificate: TaxExemptionState;
  approveUrl: string;
  rejectUrl: string;
  reasonMaxLength: number;
}

/** Approve, or reject with a reason, the certificate exactly as the page shows it (a newer upload makes the form stale). */
export function CertificateReview({ holderId, certificate, approveUrl, rejectUrl, reasonMaxLength }: CertificateReviewProps) {
  const expected = { expected_status: certificate.status ?? 'pending', expected_submitted_at: certificate.submitted_at ?? '' };
  const approve = useStaffForm(`approve-certificate-${holderId}`, expected);
  const reject = useStaffForm(`reject-certificate-${holderId}`, { ...expected, reason: '' });
  const reasonError = reject.form.errors.reason;
  const otherError = reject.form.errors.expected_status ?? reject.form.errors.expected_submitted_at ?? reject.form.errors.idempotency_key ?? approve.form.errors.expected_status ?? approve.form.errors.idempotency_key;
  if (!certificate.on_file || !certificate.status) return null;

  return (
    <div className="mt-3 flex flex-wrap items-start gap-3">
      {certificate.status !== 'approved' ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            approve.submit(approveUrl, () => reject.form.clearErrors());
          }}
        >
          <button type="submit" className={buttonClasses('primary', 'sm', 'whitespace-nowrap')} disabled={approve.form.processing}>
            Approve certificate
          </button>
        </form>
      ) : null}
      {certificate.status !== 'rejected' ? (
        <form
          className="flex min-w-64 flex-1 flex-col gap-2 sm:max-w-md"
          onSubmit={(event) => {
            event.preventDefault();
            reject.submit(rejectUrl, () => reject.form.setData('reason', ''));
          }}
        >
          <DecisionReasonField
            label="Reason for rejecting (sent to the school)"
            value={reject.form.data.reason}
            maxLength={reasonMaxLength}
            error={reasonError}
            onChange={(reason) => reject.form.setData('reason', reason)}
          />
          <div>
            <button type="submit" className={buttonClasses('danger', 'sm')} disabled={reject.form.processing}>
              Reject certificate
            </button>
          </div>
        </form>
      ) : null}
      {otherError ? <p className="text-sm font-medium text-red-700">{otherError}</p> : null}
    </div>
  );
}
