import { Head, Link, useForm } from '@inertiajs/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { INVALID_RESET_LINK, ZResetPasswordInput } from '#server/accounts/password-reset.schemas';
import { PasswordStrengthMeter } from '#js/components/password-strength-meter';
import { toFieldErrors } from '#server/http/validation.rules';
import { route } from '#server/storefront-route-table';
import { ShieldMark } from '#js/components/brand-logo';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import type { ResetPasswordPageProps } from '#server/accounts/accounts.pages';
import { useTranslation } from '#js/i18n';

export default function ResetPassword({ token, email, linkValid }: ResetPasswordPageProps) {
  const { t } = useTranslation();
  const form = useForm({ token, email, password: '', password_confirmation: '' });
  const [showPasswords, setShowPasswords] = useState(false);
  // The server sends the link message in the visitor's language.
  const linkMessages: (string | undefined)[] = [INVALID_RESET_LINK, t(INVALID_RESET_LINK)];
  const linkError = form.errors.token ?? (linkMessages.includes(form.errors.email) ? form.errors.email : undefined);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = ZResetPasswordInput.safeParse(form.data);
    if (!checked.success) {
      form.clearErrors();
      form.setError(toFieldErrors(checked.error));
      focusFirstInvalidField(event.currentTarget);
      return;
    }
    form.post(route('password.update'), { preserveScroll: true, onFinish: () => form.reset('password', 'password_confirmation') });
  }

  if (!linkValid) {
    return (
      <ResetCard title={t('Link no longer valid')}>
        <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {t('This password reset link is invalid or has expired.')}
        </p>
        <Link href={route('password.request')} className={buttonClasses('primary', 'lg', 'mt-6 w-full')}>
          {t('Request a new link')}
        </Link>
      </ResetCard>
    );
  }

  return (
    <ResetCard title={t('Choose a new password')}>
      {linkError ? (
        <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
          <p className="font-medium">{t(linkError)}</p>
          <Link href={route('password.request')} className="mt-1 inline-block font-semibold text-red-900 underline underline-offset-2">
            {t('Request a new link')}
          </Link>
        </div>
      ) : null}

      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
        <TextField
          label={t('Email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          required
          value={form.data.email}
          onChange={(event) => form.setData('email', event.target.value)}
          error={linkError || !form.errors.email ? undefined : t(form.errors.email)}
        />
        <TextField
          label={t('New Password')}
          type={showPasswords ? 'text' : 'password'}
          name="password"
          autoComplete="new-password"
          required
          autoFocus={email !== ''}
          value={form.data.password}
          onChange={(event) => form.setData('password', event.target.value)}
          error={form.errors.password && t(form.errors.password)}
          trailing={
            <button
              type="button"
              onClick={() => setShowPasswords(!showPasswords)}
              aria-pressed={showPasswords}
              className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
            >
              {showPasswords ? t('Hide') : t('Show')}
              <span className="sr-only"> {t('passwords')}</span>
            </button>
          }
        />
        <PasswordStrengthMeter password={form.data.password} />
        <TextField
          label={t('Confirm New Password')}
          type={showPasswords ? 'text' : 'password'}
          name="password_confirmation"
          autoComplete="new-password"
          required
          value={form.data.password_confirmation}
          onChange={(event) => form.setData('password_confirmation', event.target.value)}
          error={form.errors.password_confirmation && t(form.errors.password_confirmation)}
        />
        <button type="submit" className={buttonClasses('primary', 'lg', 'w-full')} disabled={form.processing}>
          {form.processing ? t('Saving…') : t('Reset Password')}
        </button>
      </form>
    </ResetCard>
  );
}

function focusFirstInvalidField(form: HTMLFormElement) {
  // After React renders the messages, so the field is announced with its error.
  requestAnimationFrame(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
}

function ResetCard({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('Reset Password')} />
      <div className="bg-brand-50/60 px-4 py-12 sm:py-16">
        <div className="mx-auto w-full max-w-md rounded-3xl border border-brand-100 bg-white p-6 shadow-sm sm:p-8">
          <ShieldMark className="mx-auto size-12" />
          <h1 className="mt-4 text-center text-2xl font-bold text-brand-900">{title}</h1>
          {children}
          <p className="mt-6 text-center text-sm text-slate-600">
            <Link href={route('login')} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
              {t('Back to sign in')}
            </Link>
          </p>
        </div>
      </div>
    </>
  );
}
