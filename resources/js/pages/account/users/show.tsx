import { Head, Link, router } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { toFieldErrors } from '#server/http/validation.rules';
import { route } from '#server/storefront-route-table';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  SCHOOL_USER_MESSAGES,
  SUCCESS_TOAST_MS,
  TITLE_MAX_LENGTH,
  ZUpdateSchoolUserInput,
} from '#server/schools/school-users.schemas';
import type { SchoolUserDetail } from '#server/schools/school-users.service';
import { ArrowLeftIcon } from '#js/components/icons';
import { useTranslation } from '#js/i18n';
import { toast } from '#js/components/toast/toast';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import { jsonCall, JsonCallError } from '#js/lib/http';
import { ErrorList } from './list-controls';
import { ResetPasswordDialog } from './reset-password-dialog';
import { confirmAndDeleteUser, errorMessagesOf, flattenErrors } from './user-actions';
import type { SchoolUserPageProps } from '#server/schools/school-users.pages';

type Field = 'first_name' | 'last_name' | 'email' | 'title' | 'phone' | 'is_active' | 'is_manage_school_user';

const formOf = (user: SchoolUserDetail) => ({
  first_name: user.first_name,
  last_name: user.last_name,
  email: user.email,
  title: user.title ?? '',
  phone: user.phone ? `${user.phone.slice(0, 3)}-${user.phone.slice(3, 6)}-${user.phone.slice(6)}` : '',
  is_active: user.is_active,
  is_manage_school_user: user.is_manage_school_user,
});

/** School user detail (account-area §2, §4 status and access right toggled by editing, §7 PUT /settings/my-users/{id}). */
export default function SchoolUserDetailPage({ user, usersUrl }: SchoolUserPageProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => formOf(user));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const [processing, setProcessing] = useState(false);
  const initial = formOf(user);
  const changed = (Object.keys(initial) as (keyof typeof initial)[]).some((key) => initial[key] !== form[key]);

  function onText(field: 'first_name' | 'last_name' | 'email' | 'title' | 'phone', value: string) {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    setServerErrors([]);
    const body = { ...form, is_active: form.is_active ? 1 : 0, is_manage_school_user: form.is_manage_school_user ? 1 : 0 };
    const checked = ZUpdateSchoolUserInput.safeParse(body);
    if (!checked.success) {
      setErrors(toFieldErrors(checked.error) as Partial<Record<Field, string>>);
      return;
    }
    setProcessing(true);
    try {
      const answer = await jsonCall<{ message?: string }>('PUT', route('school-users.update', { id: user.id }), body);
      toast.success(answer.message ?? t(SCHOOL_USER_MESSAGES.updated), { durationMs: SUCCESS_TOAST_MS });
      setErrors({});
      router.reload({ only: ['user'], onSuccess: (page) => setForm(formOf(page.props.user as SchoolUserDetail)), onFinish: () => setProcessing(false) });
    } catch (error) {
      setProcessing(false);
      if (error instanceof JsonCallError) setErrors(flattenErrors(error.errors) as Partial<Record<Field, string>>);
      setServerErrors(errorMessagesOf(error));
      toast.error(t(SCHOOL_USER_MESSAGES.updateFailed));
    }
  }

  async function onDelete() {
    if (await confirmAndDeleteUser(user, t)) router.visit(usersUrl);
  }

  return (
    <>
      <Head title={user.name} />
      <Link href={usersUrl} className="mb-4 inline-flex items-center gap-2 rounded-md text-sm font-semibold text-brand-800 hover:underline">
        <ArrowLeftIcon className="size-4" />
        {t('Back to My Users')}
      </Link>
      <header className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{user.name}</h1>
          <p className="mt-1 text-slate-600">
            {t('User ID {{id}}', { id: user.id })} · {user.email_verified ? t('Email verified') : t('Has not set a password or verified the email yet')}
          </p>
        </div>
        {!user.is_self ? (
          <div className="flex flex-wrap gap-3">
            <ResetPasswordDialog user={user} size="md" />
            <button type="button" onClick={onDelete} className={buttonClasses('danger')}>
              {t('Delete User')}
            </button>
          </div>
        ) : null}
      </header>

      <form noValidate onSubmit={onSubmit} aria-busy={processing} className="space-y-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-8">
        <ErrorList title={t(SCHOOL_USER_MESSAGES.updateFailed)} errors={serverErrors} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField label={t('First Name')} name="first_name" required maxLength={NAME_MAX_LENGTH} value={form.first_name} onChange={(event) => onText('first_name', event.target.value)} error={errors.first_name && t(errors.first_name)} />
          <TextField label={t('Last Name')} name="last_name" required maxLength={NAME_MAX_LENGTH} value={form.last_name} onChange={(event) => onText('last_name', event.target.value)} error={errors.last_name && t(errors.last_name)} />
          <TextField label={t('Email')} name="email" type="email" required maxLength={EMAIL_MAX_LENGTH} value={form.email} onChange={(event) => onText('email', event.target.value)} error={errors.email && t(errors.email)} hint={t('A new address must be verified again.')} />
          <TextField label={t('Title')} name="title" maxLength={TITLE_MAX_LENGTH} value={form.title} onChange={(event) => onText('title', event.target.value)} error={errors.title && t(errors.title)} />
          <TextField label={t('Phone')} name="phone" type="tel" inputMode="tel" maxLength={16} placeholder="817-555-0100" value={form.phone} onChange={(event) => onText('phone', event.target.value)} error={errors.phone && t(errors.phone)} />
        </div>

        <fieldset>
          <legend className="mb-2 text-sm font-semibold text-slate-800">{t('Account Status')}</legend>
          <div className="flex flex-wrap gap-3">
            {[
              { value: true, label: t('Active'), hint: t('Can sign in') },
              { value: false, label: t('Inactive'), hint: t('Cannot sign in') },
            ].map((option) => (
              <label
                key={option.label}
                className={
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border px-4 py-2 has-disabled:cursor-not-allowed has-disabled:opacity-60 ' +
                  (form.is_active === option.value ? 'border-brand-600 bg-brand-50' : 'border-slate-300')
                }
              >
                <input
                  type="radio"
                  name="is_active"
                  checked={form.is_active === option.value}
                  disabled={user.is_self}
                  onChange={() => setForm((current) => ({ ...current, is_active: option.value }))}
                  className="size-4 accent-brand-700"
                />
                <span className="font-semibold text-slate-900">{option.label}</span>
                <span className="text-sm text-slate-600">({option.hint})</span>
              </label>
            ))}
          </div>
          {user.is_self ? <p className="mt-2 text-sm text-slate-600">{t('You cannot deactivate your own account.')}</p> : null}
          {errors.is_active ? <p className="mt-2 text-sm font-medium text-red-700">{t(errors.is_active)}</p> : null}
        </fieldset>

        <label className="flex items-start gap-3 rounded-xl border border-slate-200 p-4 has-disabled:opacity-70">
          <input
            type="checkbox"
            name="is_manage_school_user"
            checked={form.is_manage_school_user}
            disabled={user.is_self}
            onChange={(event) => setForm((current) => ({ ...current, is_manage_school_user: event.target.checked }))}
            className="mt-1 size-5 accent-brand-700"
          />
          <span>
            <span className="block font-semibold text-slate-900">{t('Can manage school users')}</span>
            <span className="block text-sm text-slate-600">
              {user.is_self ? t('You cannot remove your own right to manage school users.') : t("Add, edit and delete your school's users and see everyone's viewing history.")}
            </span>
            {errors.is_manage_school_user ? <span className="mt-1 block text-sm font-medium text-red-700">{t(errors.is_manage_school_user)}</span> : null}
          </span>
        </label>

        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" disabled={!changed || processing} onClick={() => { setForm(initial); setErrors({}); setServerErrors([]); }} className={buttonClasses('secondary')}>
            {t('Cancel')}
          </button>
          <button type="submit" disabled={!changed || processing} className={buttonClasses('primary')}>
            {processing ? t('Saving…') : t('Save Changes')}
          </button>
        </div>
      </form>
    </>
  );
}
