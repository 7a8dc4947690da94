import { PagerLinks } from '#js/components/admin/pager-links';
import { Head, Link } from '@inertiajs/react';
import type { TaxExemptionsPageProps } from '#server/admin/tax-exemptions.pages';
import { route } from '#server/route-table';
import { CertificateHistory, CertificateReview, CertificateStatusBadge } from '#js/components/admin/certificate-review';

const FILTERS: { value: TaxExemptionsPageProps['filters']['status']; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Waiting for review' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
];

/** The certificates schools uploaded: waiting for review first; each opens in the browser and is approved or rejected here. */
export default function TaxExemptionsPage({ filters, pending_count, certificates, reason_max_length }: TaxExemptionsPageProps) {
  return (
    <>
      <Head title="Tax exemptions" />
      <div className="mx-auto w-full max-w-6xl">
        <h1 className="text-2xl font-bold text-brand-900">Tax exemptions</h1>
        <p className="mt-1 text-slate-700">
          {pending_count === 1 ? '1 certificate is waiting for review.' : `${pending_count} certificates are waiting for review.`} An approved school
          and its users pay no sales tax from their next order on; orders already placed keep their tax.
        </p>

        <nav aria-label="Filter by state" className="mt-5 flex flex-wrap gap-2">
          {FILTERS.map((filter) => {
            const active = filters.status === filter.value;
            return (
              <Link
                key={filter.value}
                href={route('admin.tax-exemptions', {}, filter.value === 'all' ? {} : { status: filter.value })}
                aria-current={active ? 'page' : undefined}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold ring-1 ${active ? 'bg-brand-700 text-white ring-brand-700' : 'bg-white text-brand-800 ring-brand-200 hover:bg-brand-50'}`}
              >
                {filter.label}
                {filter.value === 'pending' ? ` (${pending_count})` : ''}
              </Link>
            );
          })}
        </nav>

        {certificates.data.length === 0 ? (
          <p className="mt-8 rounded-xl border border-slate-200 bg-white p-6 text-slate-700">No certificates in this list.</p>
        ) : (
          <ul className="mt-6 space-y-4">
            {certificates.data.map((row) => (
              <li key={row.user_id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold text-slate-900">
                      <Link href={row.customer_url} className="hover:underline">
                        {row.organization_name ?? row.contact_name}
                      </Link>
                    </h2>
                    <p className="text-sm break-words text-slate-700">
                      {row.contact_name} · {row.email}
                      {row.organization_type ? ` · ${row.organization_type}` : ''}
                      {row.state ? ` · ${row.state}` : ''}
                      {row.tax_id ? ` · EIN ${row.tax_id}` : ''}
                    </p>
                  </div>
                  <CertificateStatusBadge status={row.certificate.status} />
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1">
                  <CertificateHistory certificate={row.certificate} />
                  <a href={row.document_url} target="_blank" rel="noopener" className="text-sm font-semibold text-brand-800 underline">
                    Open the certificate<span className="sr-only"> of {row.organization_name ?? row.contact_name}</span> (new tab)
                  </a>
                </div>
                <CertificateReview
                  holderId={row.user_id}
                  certificate={row.certificate}
                  approveUrl={row.approve_url}
                  rejectUrl={row.reject_url}
                  reasonMaxLength={reason_max_length}
                />
              </li>
            ))}
          </ul>
        )}

        <PagerLinks links={certificates.links} lastPage={certificates.last_page} />
      </div>
    </>
  );
}
