import { Head, Link } from '@inertiajs/react';
import { ShieldMark } from '#js/components/brand-logo';
import { AlertCircleIcon, CheckCircleIcon } from '#js/components/icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import type { RegisterVerificationPageProps } from '#server/accounts/accounts.pages';
import { useTranslation } from '#js/i18n';

/** Where the link in the verification e-mail lands. */
export default function RegisterVerification({ status, message, signedIn, continueUrl }: RegisterVerificationPageProps) {
  const { t } = useTranslation();
  const ok = status === 'verified' || status === 'already-verified';
  return (
    <>
      <Head title={ok ? t('Email verified') : t('Verification link problem')} />
      <div className="bg-brand-50/60 px-4 py-12 sm:py-16">
        <div className="mx-auto w-full max-w-md rounded-3xl border border-brand-100 bg-white p-6 text-center shadow-sm sm:p-8">
          <ShieldMark className="mx-auto size-12" />
          <h1 className="mt-4 text-2xl font-bold text-brand-900">{ok ? t('Email verified') : t('We could not verify your email')}</h1>
          <p
            role={ok ? 'status' : 'alert'}
            className={
              'mt-6 flex items-start gap-2 rounded-xl border px-4 py-3 text-left text-sm font-medium ' +
              (ok ? 'border-emerald-200 bg-emerald-50 text-emerald-800' : 'border-red-200 bg-red-50 text-red-800')
            }
          >
            {ok ? <CheckCircleIcon className="mt-0.5 size-5 shrink-0" /> : <AlertCircleIcon className="mt-0.5 size-5 shrink-0" />}
            {message}
          </p>
          <Link href={continueUrl} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
            {signedIn ? t('Go to My Account') : t('Login')}
          </Link>
        </div>
      </div>
    </>
  );
}
