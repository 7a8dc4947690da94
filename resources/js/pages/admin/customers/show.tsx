import { Head, Link } from '@inertiajs/react';
import type { ReactNode } from 'react';
import type { CustomerShowPageProps } from '#server/admin/customers.pages';
import { AuditTrail } from '#js/components/admin/audit-trail';
import { CheckTermsReview } from '#js/components/admin/check-terms-review';
import { CertificateHistory, CertificateReview, CertificateStatusBadge } from '#js/components/admin/certificate-review';
import { useStaffForm } from '#js/components/admin/use-staff-form';
import { buttonClasses } from '#js/components/ui/button-classes';
import { formatMoney } from '#js/lib/money';
import { GrantLicenceForm, LicenceRow } from './licence-forms';

/** Stored as digits; shown as the forms write it (xxx-xxx-xxxx). */
const formatPhone = (digits: string) => (/^\d{10}$/.test(digits) ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : digits);

function Section({ title, id, children, aside }: { title: string; id: string; children: ReactNode; aside?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-lg font-semibold text-brand-900">
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[max-content_1fr]">
      {items.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-semibold text-slate-700">{label}</dt>
          <dd className="break-words text-slate-900">{value ?? '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

const Pill = ({ tone, children }: { tone: 'good' | 'warn' | 'bad' | 'plain'; children: ReactNode }) => {
  const tones = { good: 'bg-emerald-100 text-emerald-900', warn: 'bg-amber-100 text-amber-900', bad: 'bg-red-100 text-red-900', plain: 'bg-slate-100 text-slate-800' };
  return <span className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
};

/** The account switches: activate/deactivate, resend the verification e-mail, send a password-reset link. */
function AccountActions({ customer, actions }: Pick<CustomerShowPageProps, 'customer' | 'actions'>) {
  const active = useStaffForm('customer-active', { is_active: !customer.is_active });
  const verification = useStaffForm('customer-verification', {});
  const reset = useStaffForm('customer-password-reset', {});
  const showToggle = customer.is_active ? actions.can_deactivate : true;

  return (
    <div className="flex flex-wrap gap-2">
      {showToggle ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            // The target follows the account as the page shows it now, not as it was when the form mounted.
            active.form.transform((data) => ({ ...data, is_active: !customer.is_active }));
            active.submit(actions.active_url);
          }}
        >
          <button type="submit" className={buttonClasses(customer.is_active ? 'danger' : 'primary', 'sm')} disabled={active.form.processing}>
            {customer.is_active ? 'Deactivate account' : 'Activate account'}
          </button>
        </form>
      ) : null}
      {actions.resend_verification_url ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            verification.submit(actions.resend_verification_url!);
          }}
        >
          <button type="submit" className={buttonClasses('secondary', 'sm')} disabled={verification.form.processing}>
            Resend verification e-mail
          </button>
        </form>
      ) : null}
      {actions.send_password_reset_url ? (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            reset.submit(actions.send_password_reset_url!);
          }}
        >
          <button type="submit" className={buttonClasses('secondary', 'sm')} disabled={reset.form.processing}>
            Send password-reset e-mail
          </button>
        </form>
      ) : null}
    </div>
  );
}

/** One customer: account, organization and tax exemption, orders, licences, school users, viewing, e-mails, staff trail. */
export default function CustomerShowPage(props: CustomerShowPageProps) {
  const { customer, sub_users, orders, licences, viewing, sent_emails, audit_trail, actions, tax_exemption_urls, check_terms } = props;
  const certificate = customer.tax_exemption;
  const address = [customer.address, customer.city, [customer.state, customer.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');

  return (
    <>
      <Head title={customer.full_name} />
      <div className="mx-auto w-full max-w-6xl space-y-5">
        <header className="space-y-3">
          <div className="flex flex-wrap items-center gap-2">
            <h1 className="text-2xl font-bold text-brand-900">{customer.full_name}</h1>
            <Pill tone="plain">{customer.account_type}</Pill>
            {customer.is_active ? <Pill tone="good">Active</Pill> : <Pill tone="bad">Inactive</Pill>}
            {customer.email_verified ? <Pill tone="good">E-mail verified</Pill> : <Pill tone="warn">E-mail not verified</Pill>}
          </div>
          <p className="break-words text-slate-700">
            {customer.email}
            {customer.organization?.name ? ` · ${customer.organization.name}` : ''}
          </p>
          <AccountActions customer={customer} actions={actions} />
        </header>

        <div className="grid gap-5 lg:grid-cols-2">
          <Section title="Profile" id="profile">
            <Facts
              items={[
                ['Name', customer.full_name],
                ['E-mail', customer.email],
                ['Phone', customer.phone ? formatPhone(customer.phone) : null],
                ['Address', address || null],
                ['How they heard', [customer.heard_about_us, customer.heard_about_us_detail].filter(Boolean).join(': ') || null],
                ['Customer since', customer.created_at],
                ['Last sign-in', customer.last_login_at ?? 'Never'],
                ['E-mail verified', customer.email_verified_at ?? 'Not yet'],
              ]}
            />
          </Section>

          {customer.organization ? (
            <Section title="Organization" id="organization">
              <Facts
                items={[
                  ['Organization', customer.organization.name],
                  ['Type', customer.organization.type],
                  ['EIN', customer.organization.tax_id],
                  ['Title', customer.organization.title],
                  ...(customer.school
                    ? ([['School account', <Link key="school" href={customer.school.url} className="font-semibold text-brand-800 underline">{customer.school.name}</Link>]] as [string, ReactNode][])
                    : []),
                  ...(customer.is_school_sub_user ? ([['Manages school users', customer.is_manage_school_user ? 'Yes' : 'No']] as [string, ReactNode][]) : []),
                ]}
              />
              {certificate ? (
                <div className="mt-4 border-t border-slate-200 pt-4">
                  <div className="flex flex-wrap items-center gap-2">
                    <h3 className="font-semibold text-slate-900">Tax-exempt certificate{customer.is_school_sub_user ? ' (the school’s)' : ''}</h3>
                    <CertificateStatusBadge status={certificate.status} />
                  </div>
                  <div className="mt-1 flex flex-wrap items-center gap-x-4">
                    <CertificateHistory certificate={certificate} />
                    {certificate.document_url ? (
                      <a href={certificate.document_url} target="_blank" rel="noopener" className="text-sm font-semibold text-brand-800 underline">
                        Open the certificate (new tab)
                      </a>
                    ) : null}
                  </div>
                  {tax_exemption_urls && customer.is_school_main_account ? (
                    <CertificateReview
                      holderId={certificate.holder_id}
                      certificate={certificate}
                      approveUrl={tax_exemption_urls.approve}
                      rejectUrl={tax_exemption_urls.reject}
                      reasonMaxLength={props.tax_reason_max_length}
                    />
                  ) : null}
                </div>
              ) : null}
              {check_terms ? <CheckTermsReview terms={check_terms} customerId={customer.id} /> : null}
            </Section>
          ) : null}
        </div>

        <Section title="Orders" id="orders" aside={<span className="text-sm text-slate-600">{orders.total === 1 ? '1 order' : `${orders.total} orders`}</span>}>
          {orders.rows.length === 0 ? (
            <p className="text-sm text-slate-700">No orders yet.</p>
          ) : (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="border-b border-slate-200 text-slate-600">
                  <tr>
                    <th scope="col" className="py-2 pr-3 font-semibold">Order #</th>
                    <th scope="col" className="py-2 pr-3 font-semibold">Date</th>
                    <th scope="col" className="py-2 pr-3 font-semibold">Status</th>
                    <th scope="col" className="hidden py-2 pr-3 font-semibold sm:table-cell">Payment</th>
                    <th scope="col" className="hidden py-2 pr-3 font-semibold md:table-cell">Placed by</th>
                    <th scope="col" className="py-2 text-right font-semibold">Total</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-slate-100">
                  {orders.rows.map((order) => (
                    <tr key={order.id}>
                      <td className="py-2 pr-3">
                        <Link href={order.url} className="font-semibold text-brand-800 underline">
                          {order.order_number}
                        </Link>
                      </td>
                      <td className="py-2 pr-3">{order.created_on}</td>
                      <td className="py-2 pr-3">{order.status_name}</td>
                      <td className="hidden py-2 pr-3 sm:table-cell">{order.payment_type.replace('_', ' ')}</td>
                      <td className="hidden py-2 pr-3 md:table-cell">{order.placed_by}</td>
                      <td className="py-2 text-right tabular-nums">{formatMoney(order.total)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </Section>

        <Section title="Licences" id="licences">
          {licences.owner_is_school ? <p className="mb-3 text-sm text-slate-700">A school user watches with the school’s licences; changes here apply to the whole school.</p> : null}
          {licences.rows.length === 0 ? (
            <p className="text-sm text-slate-700">No licences.</p>
          ) : (
            <ul className="space-y-3">
              {licences.rows.map((licence) => (
                <LicenceRow key={licence.id} licence={licence} minExpiresOn={licences.min_expires_on} maxExpiresOn={licences.max_expires_on} />
              ))}
            </ul>
          )}
          <h3 className="mt-5 font-semibold text-slate-900">Grant a licence by hand</h3>
          <GrantLicenceForm licences={licences} />
        </Section>

        <div className="grid gap-5 lg:grid-cols-2">
          {customer.is_school_main_account ? (
            <Section title="School users" id="sub-users">
              {sub_users.length === 0 ? (
                <p className="text-sm text-slate-700">No school users.</p>
              ) : (
                <ul className="divide-y divide-slate-100 text-sm">
                  {sub_users.map((user) => (
                    <li key={user.id} className="flex flex-wrap items-center gap-2 py-2">
                      <Link href={user.url} className="font-semibold text-brand-800 underline">
                        {user.name}
                      </Link>
                      <span className="break-all text-slate-700">{user.email}</span>
                      {user.is_active ? null : <Pill tone="bad">Inactive</Pill>}
                      {user.is_manage_school_user ? <Pill tone="plain">Manages users</Pill> : null}
                    </li>
                  ))}
                </ul>
              )}
            </Section>
          ) : null}

          <Section title="Viewing" id="viewing">
            {viewing.total_views === 0 ? (
              <p className="text-sm text-slate-700">Nothing watched yet.</p>
            ) : (
              <>
                <p className="text-sm text-slate-700">
                  {viewing.total_views} views of {viewing.products_watched} {viewing.products_watched === 1 ? 'product' : 'products'}
                  {customer.is_school_main_account ? ` by ${viewing.viewers} ${viewing.viewers === 1 ? 'person' : 'people'}` : ''}; last on{' '}
                  {viewing.last_watched_on}.
                </p>
                <ul className="mt-2 divide-y divide-slate-100 text-sm">
                  {viewing.top_products.map((product) => (
                    <li key={product.product_id} className="flex justify-between gap-3 py-1.5">
                      <span>{product.title}</span>
                      <span className="shrink-0 text-slate-600">
                        {product.views} · {product.last_watched_on}
                      </span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </Section>

          <Section title="E-mails sent" id="emails">
            {sent_emails.length === 0 ? (
              <p className="text-sm text-slate-700">No e-mails recorded.</p>
            ) : (
              <ul className="divide-y divide-slate-100 text-sm">
                {sent_emails.map((mail) => (
                  <li key={mail.id} className="py-1.5">
                    <span className="font-semibold">{mail.subject}</span>{' '}
                    <time dateTime={mail.sent_at} className="text-slate-600">
                      {new Date(mail.sent_at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </Section>
        </div>

        <Section title="Staff actions" id="audit">
          <AuditTrail events={audit_trail} />
        </Section>
      </div>
    </>
  );
}
