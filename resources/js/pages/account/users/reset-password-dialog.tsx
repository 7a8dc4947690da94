import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { toFieldErrors } from '#server/http/validation.rules';
import { route } from '#server/storefront-route-table';
import { SCHOOL_USER_MESSAGES, SUCCESS_TOAST_MS, ZSchoolUserPasswordInput } from '#server/schools/school-users.schemas';
import { MODAL_PANEL_CLASSES } from '#js/components/popups/modal-classes';
import { ModalOverlay } from '#js/components/popups/modal-overlay';
import { useTranslation } from '#js/i18n';
import { toast } from '#js/components/toast/toast';
import { buttonClasses, type ButtonSize, type ButtonVariant } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import { PasswordStrengthMeter } from '#js/components/password-strength-meter';
import { jsonCall, JsonCallError } from '#js/lib/http';
import { ErrorList } from './list-controls';
import { errorMessagesOf, flattenErrors } from './user-actions';

const EMPTY = { password: '', password_confirmation: '' };
type Field = keyof typeof EMPTY;

/** Reset Password (account-area §2 My Users, §7 PUT /settings/update-password/{id}, §8). */
export function ResetPasswordDialog({
  user,
  variant = 'secondary',
  size = 'sm',
}: {
  user: { id: number; name: string };
  variant?: ButtonVariant;
  size?: ButtonSize;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const [show, setShow] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [processing, setProcessing] = useState(false);

  function onOpenChange(next: boolean) {
    if (processing) return;
    setOpen(next);
    if (!next) {
      setForm(EMPTY);
      setErrors({});
      setServerErrors([]);
      setShow(false);
    }
  }

  function onChange(field: Field, value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    setServerErrors([]);
    const checked = ZSchoolUserPasswordInput.safeParse(form);
    if (!checked.success) {
      setErrors(toFieldErrors(checked.error) as Partial<Record<Field, string>>);
      return;
    }
    setProcessing(true);
    try {
      const answer = await jsonCall<{ message?: string }>('PUT', route('school-users.password', { id: user.id }), form);
      toast.success(answer.message ?? t(SCHOOL_USER_MESSAGES.passwordUpdated), { durationMs: SUCCESS_TOAST_MS });
      setProcessing(false);
      onOpenChange(false);
    } catch (error) {
      setProcessing(false);
      if (error instanceof JsonCallError) setErrors(flattenErrors(error.errors) as Partial<Record<Field, string>>);
      setServerErrors(errorMessagesOf(error));
      toast.error(t(SCHOOL_USER_MESSAGES.passwordFailed));
    }
  }

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClasses(variant, size, 'whitespace-nowrap')}>
        {t('Reset Password')}
        <span className="sr-only"> {t('for {{name}}', { name: user.name })}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content className={`${MODAL_PANEL_CLASSES} max-w-lg p-6 sm:p-8`}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{t('Reset Password')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {t('Choose a new password for {{name}}. They are signed out everywhere and told by e-mail.', { name: user.name })}
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-busy={processing}>
            <ErrorList title={t(SCHOOL_USER_MESSAGES.passwordFailed)} errors={serverErrors} />
            <TextField
              label={t('New Password')}
              name="password"
              type={show ? 'text' : 'password'}
              autoComplete="new-password"
              required
              autoFocus
              value={form.password}
              onChange={(event) => onChange('password', event.target.value)}
              error={errors.password && t(errors.password)}
              trailing={
                <button
                  type="button"
                  onClick={() => setShow(!show)}
                  aria-pressed={show}
                  className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                >
                  {show ? t('Hide') : t('Show')}
                  <span className="sr-only"> {t('passwords')}</span>
                </button>
              }
            />
            <PasswordStrengthMeter password={form.password} />
            <TextField
              label={t('Confirm Password')}
              name="password_confirmation"
              type={show ? 'text' : 'password'}
              autoComplete="new-password"
              required
              value={form.password_confirmation}
              onChange={(event) => onChange('password_confirmation', event.target.value)}
              error={errors.password_confirmation && t(errors.password_confirmation)}
            />
            <div className="flex justify-end gap-3 pt-2">
              <Dialog.Close className={buttonClasses('secondary')} disabled={processing}>
                {t('Cancel')}
              </Dialog.Close>
              <button type="submit" disabled={processing} className={buttonClasses('primary')}>
                {processing ? t('Saving…') : t('Update Password')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
