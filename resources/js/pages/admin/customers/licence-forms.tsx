import { useId } from 'react';
import type { CustomerShowPageProps } from '#server/admin/customers.pages';
import type { CustomerLicenceRow } from '#server/licensing/licence-changes.service';
import { useStaffForm } from '#js/components/admin/use-staff-form';
import { buttonClasses } from '#js/components/ui/button-classes';

const STATE_STYLES: Record<CustomerLicenceRow['state'], string> = {
  active: 'bg-emerald-100 text-emerald-900',
  upcoming: 'bg-sky-100 text-sky-900',
  expired: 'bg-slate-200 text-slate-800',
  suspended: 'bg-amber-100 text-amber-900',
  revoked: 'bg-red-100 text-red-900',
};
const STATE_LABELS: Record<CustomerLicenceRow['state'], string> = {
  active: 'Plays',
  upcoming: 'Starts later',
  expired: 'Expired',
  suspended: 'Suspended',
  revoked: 'Revoked',
};

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

const inputClasses = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 ${invalid ? 'border-red-600' : 'border-slate-300'}`;

/** One licence with what staff may do to it: extend (active), revoke (not revoked), re-grant (revoked or suspended). */
export function LicenceRow({ licence, minExpiresOn, maxExpiresOn }: { licence: CustomerLicenceRow; minExpiresOn: string; maxExpiresOn: string }) {
  const id = useId();
  const expected = { expected_status: licence.status, expected_expires_at: licence.expires_at };
  const extend = useStaffForm(`extend-licence-${licence.id}`, { ...expected, expires_on: '' });
  const revoke = useStaffForm(`revoke-licence-${licence.id}`, { ...expected, reason: '' });
  const regrant = useStaffForm(`regrant-licence-${licence.id}`, expected);
  const extendError = extend.form.errors.expires_on;
  const revokeError = revoke.form.errors.reason;
  const laterThan = licence.expires_date >= minExpiresOn ? nextDay(licence.expires_date) : minExpiresOn;

  return (
    <li className="rounded-xl border border-slate-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold text-slate-900">{licence.product.title}</p>
        <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATE_STYLES[licence.state]}`}>{STATE_LABELS[licence.state]}</span>
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {licence.starts_on} – {licence.expires_on} ·{' '}
        {licence.order ? (
          <a href={licence.order.url} className="font-semibold text-brand-800 underline">
            Order #{licence.order.number}
          </a>
        ) : (
          <>Granted by {licence.granted_by ?? 'staff'}{licence.grant_reason ? `: “${licence.grant_reason}”` : ''}</>
        )}
        {licence.renewed_from_id ? ' · renewal' : ''}
      </p>

      <details className="mt-2">
        <summary className="cursor-pointer text-sm font-semibold text-brand-800 hover:underline">
          {licence.status === 'active' ? 'Extend or revoke' : licence.status === 'revoked' ? 'Re-grant' : 'Re-grant or revoke'}
          <span className="sr-only"> {licence.product.title}</span>
        </summary>
        <div className="mt-3 flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
          {licence.status === 'active' ? (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                extend.submit(licence.extend_url, () => extend.form.setData('expires_on', ''));
              }}
            >
              <div>
                <label htmlFor={`${id}-extend`} className="block text-sm font-semibold text-slate-800">
                  New end date
                </label>
                <input
                  id={`${id}-extend`}
                  type="date"
                  min={laterThan}
                  max={maxExpiresOn}
                  value={extend.form.data.expires_on}
                  onChange={(event) => extend.form.setData('expires_on', event.target.value)}
                  aria-invalid={extendError ? true : undefined}
                  aria-describedby={extendError ? `${id}-extend-error` : undefined}
                  className={inputClasses(Boolean(extendError))}
                />
              </div>
              <button type="submit" className={buttonClasses('secondary', 'sm')} disabled={extend.form.processing}>
                Extend
              </button>
              <FieldError id={`${id}-extend-error`} message={extendError} />
            </form>
          ) : null}

          {licence.status !== 'revoked' ? (
            <form
              className="flex flex-wrap items-end gap-2"
              onSubmit={(event) => {
                event.preventDefault();
                revoke.submit(licence.revoke_url, () => revoke.form.setData('reason', ''));
              }}
            >
              <div>
                <label htmlFor={`${id}-revoke`} className="block text-sm font-semibold text-slate-800">
                  Reason (optional)
                </label>
                <input
                  id={`${id}-revoke`}
                  type="text"
                  maxLength={500}
                  value={revoke.form.data.reason}
                  onChange={(event) => revoke.form.setData('reason', event.target.value)}
                  aria-invalid={revokeError ? true : undefined}
                  aria-describedby={revokeError ? `${id}-revoke-error` : undefined}
                  className={inputClasses(Boolean(revokeError))}
                />
              </div>
              <button type="submit" className={buttonClasses('danger', 'sm')} disabled={revoke.form.processing}>
                Revoke
              </button>
              <FieldError id={`${id}-revoke-error`} message={revokeError} />
            </form>
          ) : null}

          {licence.status !== 'active' ? (
            <form
              onSubmit={(event) => {
                event.preventDefault();
                regrant.submit(licence.regrant_url);
              }}
            >
              <button type="submit" className={buttonClasses('primary', 'sm')} disabled={regrant.form.processing}>
                Re-grant
              </button>
            </form>
          ) : null}
        </div>
      </details>
    </li>
  );
}

function nextDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + 1)).toISOString().slice(0, 10);
}

/** A complimentary licence (a school, a trainer, a preview account), with the reason kept on the licence. */
export function GrantLicenceForm({ licences }: { licences: CustomerShowPageProps['licences'] }) {
  const id = useId();
  const grant = useStaffForm('grant-licence', { product_id: '', expires_on: '', reason: '' });
  const { errors } = grant.form;

  return (
    <form
      className="mt-4 grid gap-3 rounded-xl border border-dashed border-brand-200 bg-brand-50/40 p-4 md:grid-cols-[2fr_1fr_2fr_auto] md:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        grant.submit(licences.grant_url, () => grant.form.setData({ ...grant.form.data, product_id: '', expires_on: '', reason: '' }));
      }}
    >
      <div>
        <label htmlFor={`${id}-product`} className="block text-sm font-semibold text-slate-800">
          Product
        </label>
        <select
          id={`${id}-product`}
          value={grant.form.data.product_id}
          onChange={(event) => grant.form.setData('product_id', event.target.value)}
          aria-invalid={errors.product_id ? true : undefined}
          aria-describedby={errors.product_id ? `${id}-product-error` : undefined}
          className={inputClasses(Boolean(errors.product_id))}
        >
          <option value="">Choose a video or program</option>
          {licences.grantable_products.map((product) => (
            <option key={product.id} value={product.id}>
              {product.title}
            </option>
          ))}
        </select>
        <FieldError id={`${id}-product-error`} message={errors.product_id} />
      </div>
      <div>
        <label htmlFor={`${id}-expires`} className="block text-sm font-semibold text-slate-800">
          Ends on
        </label>
        <input
          id={`${id}-expires`}
          type="date"
          min={licences.min_expires_on}
          max={licences.max_expires_on}
          value={grant.form.data.expires_on}
          onChange={(event) => grant.form.setData('expires_on', event.target.value)}
          aria-invalid={errors.expires_on ? true : undefined}
          aria-describedby={errors.expires_on ? `${id}-expires-error` : undefined}
          className={inputClasses(Boolean(errors.expires_on))}
        />
        <FieldError id={`${id}-expires-error`} message={errors.expires_on} />
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="block text-sm font-semibold text-slate-800">
          Reason
        </label>
        <input
          id={`${id}-reason`}
          type="text"
          maxLength={licences.reason_max_length}
          placeholder="e.g. complimentary for the pilot school"
          value={grant.form.data.reason}
          onChange={(event) => grant.form.setData('reason', event.target.value)}
          aria-invalid={errors.reason ? true : undefined}
          aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
          className={inputClasses(Boolean(errors.reason))}
        />
        <FieldError id={`${id}-reason-error`} message={errors.reason} />
      </div>
      <button type="submit" className={buttonClasses('primary', 'sm')} disabled={grant.form.processing}>
        Grant licence
      </button>
    </form>
  );
}
