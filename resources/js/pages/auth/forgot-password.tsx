import { Head, Link, useForm, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';
import { ZForgotPasswordInput } from '#server/accounts/password-reset.schemas';
import { toFieldErrors } from '#server/http/validation.rules';
import { route } from '#server/storefront-route-table';
import { ShieldMark } from '#js/components/brand-logo';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import { useTranslation } from '#js/i18n';

export default function ForgotPassword() {
  const { t } = useTranslation();
  const { flash } = usePage();
  const form = useForm({ email: '' });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = ZForgotPasswordInput.safeParse(form.data);
    if (!checked.success) {
      form.clearErrors();
      form.setError(toFieldErrors(checked.error));
      // After React renders the message, so the field is announced with its error.
      const emailField = event.currentTarget.elements.namedItem('email');
      requestAnimationFrame(() => (emailField as HTMLInputElement | null)?.focus());
      return;
    }
    form.post(route('password.email'), { preserveScroll: true, onSuccess: () => form.reset() });
  }

  return (
    <>
      <Head title={t('Forgot Password')} />
      <div className="bg-brand-50/60 px-4 py-12 sm:py-16">
        <div className="mx-auto w-full max-w-md rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          <ShieldMark className="mx-auto size-12" />
          <h1 className="mt-4 text-center text-2xl font-bold text-brand-900">{t('Forgot your password?')}</h1>
          <p className="mt-2 text-center text-slate-600">
            {t('Enter the e-mail address of your account and we will send you a link to choose a new password.')}
          </p>

          {flash.success ? (
            <p role="status" className="mt-6 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800">
              {flash.success}
            </p>
          ) : null}

          <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
            <TextField
              label={t('Email')}
              type="email"
              name="email"
              autoComplete="email"
              inputMode="email"
              required
              autoFocus
              value={form.data.email}
              onChange={(event) => form.setData('email', event.target.value)}
              error={form.errors.email && t(form.errors.email)}
            />
            <button type="submit" className={buttonClasses('primary', 'lg', 'w-full')} disabled={form.processing}>
              {form.processing ? t('Sending…') : t('Send Reset Link')}
            </button>
          </form>

          <p className="mt-6 text-center text-sm text-slate-600">
            {t('Remembered it?')}{' '}
            <Link href={route('login')} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('Back to sign in')}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
