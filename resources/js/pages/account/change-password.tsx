import { Head } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { ZChangePassword } from '#server/accounts/change-password.schemas';
import { PROFILE_TOAST_MS } from '#server/accounts/profile.schemas';
import { toFieldErrors } from '#server/http/validation.rules';
import { toast } from '#js/components/toast/toast';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import { AccountPageHeader } from '#js/layouts/account/account-page-header';
import { PasswordStrengthMeter } from '#js/components/password-strength-meter';
import { jsonCall, JsonCallError } from '#js/lib/http';
import { useTranslation } from '#js/i18n';
import type { ChangePasswordPageProps } from '#server/accounts/accounts.pages';

const EMPTY = { current_password: '', new_password: '', new_password_confirmation: '' };
type Field = keyof typeof EMPTY;

/** Change Password (account-area §2, §5, §8). */
export default function ChangePassword({ updateUrl }: ChangePasswordPageProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [show, setShow] = useState(false);
  const [processing, setProcessing] = useState(false);

  function onChange(field: Field, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const checked = ZChangePassword.safeParse(form);
    if (!checked.success) {
      setErrors(toFieldErrors(checked.error));
      const target = event.currentTarget;
      requestAnimationFrame(() => target.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProcessing(true);
    try {
      // The spec's call: POST with the method override to PUT.
      const answer = await jsonCall<{ message?: string }>('POST', updateUrl, { ...form, _method: 'PUT' });
      toast.success(answer.message ?? t('Password updated successfully'), { durationMs: PROFILE_TOAST_MS });
      setForm(EMPTY);
      setErrors({});
    } catch (error) {
      // The server's message, else the first validation error, else the fallback (account-area §8).
      const fieldErrors = error instanceof JsonCallError ? error.errors : {};
      const flat = Object.fromEntries(Object.entries(fieldErrors).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value]));
      setErrors(flat);
      const firstValidation = Object.values(flat)[0];
      toast.error((error instanceof JsonCallError && error.message) || firstValidation || t('Failed to update password'));
    } finally {
      setProcessing(false);
    }
  }

  const toggle = (
    <button type="button" onClick={() => setShow(!show)} aria-pressed={show} className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
      {show ? t('Hide') : t('Show')}
      <span className="sr-only"> {t('passwords')}</span>
    </button>
  );

  return (
    <>
      <Head title={t('Change Password')} />
      <AccountPageHeader title={t('Change Password')} description={t('Changing your password signs you out on every other device.')} />
      <form noValidate onSubmit={onSubmit} aria-busy={processing} className="max-w-xl space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
        <TextField label={t('Current Password')} name="current_password" type={show ? 'text' : 'password'} autoComplete="current-password" required value={form.current_password} onChange={(e) => onChange('current_password', e.target.value)} error={errors.current_password && t(errors.current_password)} trailing={toggle} />
        <TextField label={t('New Password')} name="new_password" type={show ? 'text' : 'password'} autoComplete="new-password" required value={form.new_password} onChange={(e) => onChange('new_password', e.target.value)} error={errors.new_password && t(errors.new_password)} />
        <PasswordStrengthMeter password={form.new_password} />
        <TextField label={t('Confirm New Password')} name="new_password_confirmation" type={show ? 'text' : 'password'} autoComplete="new-password" required value={form.new_password_confirmation} onChange={(e) => onChange('new_password_confirmation', e.target.value)} error={errors.new_password_confirmation && t(errors.new_password_confirmation)} />
        <button type="submit" disabled={processing} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto')}>
          {processing ? t('Updating…') : t('Update Password')}
        </button>
      </form>
    </>
  );
}
