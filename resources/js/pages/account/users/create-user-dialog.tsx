import * as Dialog from '@radix-ui/react-dialog';
import { useState, type FormEvent } from 'react';
import { toFieldErrors } from '#server/http/validation.rules';
import { route } from '#server/storefront-route-table';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SCHOOL_USER_MESSAGES,
  SUCCESS_TOAST_MS,
  ZCreateSchoolUserInput,
} from '#server/schools/school-users.schemas';
import { MODAL_PANEL_CLASSES } from '#js/components/popups/modal-classes';
import { ModalOverlay } from '#js/components/popups/modal-overlay';
import { useTranslation } from '#js/i18n';
import { toast } from '#js/components/toast/toast';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import { jsonCall, JsonCallError } from '#js/lib/http';
import { ErrorList } from './list-controls';
import { errorMessagesOf, flattenErrors } from './user-actions';

const EMPTY = { first_name: '', last_name: '', email: '', has_access_rights: false };
type Field = 'first_name' | 'last_name' | 'email' | 'has_access_rights';

/** Create User (account-area §2 My Users, §5 "Create user", §7 POST /settings/create-user, §8). */
export function CreateUserDialog({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
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
    }
  }

  function onChange(field: 'first_name' | 'last_name' | 'email', value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const body = { ...form, has_access_rights: form.has_access_rights ? 1 : 0 };
    const checked = ZCreateSchoolUserInput.safeParse(body);
    setServerErrors([]);
    if (!checked.success) {
      setErrors(toFieldErrors(checked.error) as Partial<Record<Field, string>>);
      const target = event.currentTarget;
      requestAnimationFrame(() => target.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setProcessing(true);
    try {
      const answer = await jsonCall<{ message?: string }>('POST', route('school-users.store'), body);
      toast.success(answer.message ?? t(SCHOOL_USER_MESSAGES.created), { durationMs: SUCCESS_TOAST_MS });
      setProcessing(false);
      onOpenChange(false);
      onCreated();
    } catch (error) {
      setProcessing(false);
      if (error instanceof JsonCallError) setErrors(flattenErrors(error.errors) as Partial<Record<Field, string>>);
      setServerErrors(errorMessagesOf(error));
      toast.error(t(SCHOOL_USER_MESSAGES.createFailed));
    }
  }

  // The spec's one message for any missing field is shown once, above the fields.
  const requiredMessage = Object.values(errors).includes(SCHOOL_USER_MESSAGES.namesAndEmailRequired) ? SCHOOL_USER_MESSAGES.namesAndEmailRequired : null;
  const fieldError = (field: Field) => (errors[field] && errors[field] !== requiredMessage ? t(errors[field]) : undefined);
  const invalid = (field: Field) => Boolean(errors[field]);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClasses('primary')}>{t('Create User')}</Dialog.Trigger>
      <Dialog.Portal>
        <ModalOverlay />
        <Dialog.Content className={`${MODAL_PANEL_CLASSES} max-w-lg p-6 sm:p-8`}>
          <Dialog.Title className="text-xl font-bold text-slate-900">{t('Create User')}</Dialog.Title>
          <Dialog.Description className="mt-1 text-sm text-slate-600">
            {t("The new user gets an e-mail with a link to choose their password. They can watch your school's programs.")}
          </Dialog.Description>
          <form noValidate onSubmit={onSubmit} className="mt-6 space-y-5" aria-busy={processing}>
            {requiredMessage ? (
              <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                {t(requiredMessage)}
              </p>
            ) : null}
            <ErrorList title={t(SCHOOL_USER_MESSAGES.createFailed)} errors={serverErrors} />
            <div className="grid gap-5 sm:grid-cols-2">
              <TextField
                label={t('First Name')}
                name="first_name"
                required
                autoFocus
                autoComplete="off"
                maxLength={NAME_MAX_LENGTH}
                value={form.first_name}
                onChange={(event) => onChange('first_name', event.target.value)}
                error={fieldError('first_name')}
                aria-invalid={invalid('first_name') || undefined}
              />
              <TextField
                label={t('Last Name')}
                name="last_name"
                required
                autoComplete="off"
                maxLength={NAME_MAX_LENGTH}
                value={form.last_name}
                onChange={(event) => onChange('last_name', event.target.value)}
                error={fieldError('last_name')}
                aria-invalid={invalid('last_name') || undefined}
              />
            </div>
            <TextField
              label={t('Email')}
              name="email"
              type="email"
              required
              autoComplete="off"
              maxLength={EMAIL_MAX_LENGTH}
              value={form.email}
              onChange={(event) => onChange('email', event.target.value)}
              error={fieldError('email')}
              aria-invalid={invalid('email') || undefined}
            />
            <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4">
              <input
                type="checkbox"
                name="has_access_rights"
                checked={form.has_access_rights}
                onChange={(event) => setForm((current) => ({ ...current, has_access_rights: event.target.checked }))}
                className="mt-1 size-5 accent-brand-700"
              />
              <span>
                <span className="block font-semibold text-slate-900">{t('Can manage school users')}</span>
                <span className="block text-sm text-slate-600">
                  {t("They can add, edit and delete your school's users and see everyone's viewing history.")}
                </span>
              </span>
            </label>
            <div className="flex justify-end gap-3 pt-2">
              <Dialog.Close className={buttonClasses('secondary')} disabled={processing}>
                {t('Cancel')}
              </Dialog.Close>
              <button type="submit" disabled={processing} className={buttonClasses('primary')}>
                {processing ? t('Creating…') : t('Create User')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
