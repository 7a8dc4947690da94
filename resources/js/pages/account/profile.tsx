import { Head, router } from '@inertiajs/react';
import { useEffect, useMemo, useState, type InputHTMLAttributes, type KeyboardEvent } from 'react';
import {
  EMAIL_EXAMPLE,
  FIELD_MAX,
  fileLooksAcceptable,
  formatPhone,
  HEARD_ABOUT_US_DETAIL_MIN,
  HEARD_ABOUT_US_DETAIL_REQUIRED,
  needsHeardAboutUsDetail,
  phoneDigits,
  TAX_DOCUMENT_RULE,
} from '#server/accounts/account-fields.schemas';
import type { ProfileView } from '#server/accounts/profile.service';
import { CheckTermsPanel } from './check-terms-panel';
import {
  PROFILE_PICTURE_RULE,
  PROFILE_TOAST_MS,
  ZProfileUpdate,
  type ProfileField,
  type ProfileFileField,
} from '#server/accounts/profile.schemas';
import { toFieldErrors } from '#server/http/validation.rules';
import { LockIcon, UserIcon } from '#js/components/icons';
import { toast } from '#js/components/toast/toast';
import { buttonClasses } from '#js/components/ui/button-classes';
import { AccountPageHeader } from '#js/layouts/account/account-page-header';
import { FileField } from '#js/layouts/account/file-field';
import { jsonCall, JsonCallError } from '#js/lib/http';
import type { ProfilePageProps } from '#server/accounts/accounts.pages';
import type { FormOption } from '#server/shared/form-option.types';
import { msg, rich, useTranslation } from '#js/i18n';

/** The inline-editable text fields; heard_about_us carries its detail as "option\u0000detail". */
type EditableText = 'first_name' | 'last_name' | 'title' | 'phone' | 'email' | 'heard_about_us' | 'address' | 'city' | 'state' | 'zip_code';
type Values = Record<EditableText, string>;
type Errors = Partial<Record<EditableText | ProfileFileField | 'heard_about_us_detail' | 'form', string>>;

const LABELS: Record<ProfileField, string> = {
  first_name: msg('First Name'),
  last_name: msg('Last Name'),
  title: msg('Title'),
  phone: msg('Phone'),
  email: msg('Email'),
  organization_name: msg('Organization Name'),
  organization_type: msg('Organization Type'),
  tax_id: msg('EIN'),
  tax_exempt_certificate: msg('Tax Exempt Certificate'),
  heard_about_us: msg('How You Heard About Us'),
  address: msg('Address'),
  city: msg('City'),
  state: msg('State'),
  zip_code: msg('Zip Code'),
  profile_pic: msg('Profile Picture'),
};

const GROUPS: { id: string; title: string; fields: ProfileField[] }[] = [
  { id: 'personal', title: msg('Personal information'), fields: ['first_name', 'last_name', 'title', 'phone', 'email', 'heard_about_us'] },
  { id: 'organization', title: msg('Organization'), fields: ['organization_name', 'organization_type', 'tax_id', 'tax_exempt_certificate'] },
  { id: 'address', title: msg('Address'), fields: ['address', 'city', 'state', 'zip_code'] },
];

const SEPARATOR = '\u0000';
const splitHeard = (value: string) => {
  const [option = '', detail = ''] = value.split(SEPARATOR);
  return { option, detail };
};

function valuesOf(profile: ProfileView): Values {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    title: profile.title ?? '',
    phone: formatPhone(profile.phone ?? ''),
    email: profile.email,
    heard_about_us: `${profile.heard_about_us ?? ''}${SEPARATOR}${profile.heard_about_us_detail ?? ''}`,
    address: profile.address ?? '',
    city: profile.city ?? '',
    state: profile.state ?? '',
    zip_code: profile.zip_code ?? '',
  };
}

const isEditableText = (field: ProfileField): field is EditableText =>
  ['first_name', 'last_name', 'title', 'phone', 'email', 'heard_about_us', 'address', 'city', 'state', 'zip_code'].includes(field);

/** The payload of one field as the server takes it: phone digits only, heard-about-us with its detail. */
function payloadOf(field: EditableText, value: string): Record<string, string> {
  if (field === 'phone') return { phone: phoneDigits(value) };
  if (field === 'heard_about_us') {
    const { option, detail } = splitHeard(value);
    return needsHeardAboutUsDetail(option) ? { heard_about_us: option, heard_about_us_detail: detail.trim() } : { heard_about_us: option };
  }
  return { [field]: value.trim() };
}

function validateField(field: EditableText, value: string): Errors {
  const payload = payloadOf(field, value);
  const checked = ZProfileUpdate.safeParse(payload);
  const errors: Errors = checked.success ? {} : (toFieldErrors(checked.error) as Errors);
  if (field === 'phone' && errors.phone) errors.phone = msg('Invalid Phone Number');
  if (field === 'heard_about_us') {
    const { option, detail } = splitHeard(value);
    if (needsHeardAboutUsDetail(option) && detail.trim().length < HEARD_ABOUT_US_DETAIL_MIN) errors.heard_about_us_detail = HEARD_ABOUT_US_DETAIL_REQUIRED;
  }
  return errors;
}

export default function ProfilePage({ profile, visibleFields, editableFields, options, updateUrl, checkTerms }: ProfilePageProps) {
  const { t } = useTranslation();
  if (!profile) {
    return (
      <p role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6 font-medium text-red-800">
        {t('Failed to load user profile.')}
      </p>
    );
  }
  return (
    <>
      <ProfileEditor key={profile.id} profile={profile} visibleFields={visibleFields} editableFields={editableFields} options={options} updateUrl={updateUrl} checkTerms={checkTerms} />
      {checkTerms ? <CheckTermsPanel terms={checkTerms} /> : null}
    </>
  );
}

function ProfileEditor({ profile, visibleFields, editableFields, options, updateUrl }: ProfilePageProps & { profile: ProfileView }) {
  const { t } = useTranslation();
  const saved = useMemo(() => valuesOf(profile), [profile]);
  const [drafts, setDrafts] = useState<Values>(saved);
  const [editing, setEditing] = useState<Partial<Values>>({});
  const [files, setFiles] = useState<Partial<Record<ProfileFileField, File>>>({});
  const [errors, setErrors] = useState<Errors>({});
  const [processing, setProcessing] = useState(false);
  const avatarPreview = useObjectUrl(files.profile_pic);

  useEffect(() => {
    setDrafts(saved);
    setEditing({});
    setFiles({});
    setErrors({});
  }, [saved]);

  const editable = new Set(editableFields);
  const visible = new Set(visibleFields);
  const changedFields = (Object.keys(saved) as EditableText[]).filter((field) => (editing[field] ?? drafts[field]) !== saved[field]);
  const hasChanges = changedFields.length > 0 || Object.values(files).some(Boolean);

  function onEdit(field: EditableText) {
    setEditing((current) => ({ ...current, [field]: drafts[field] }));
  }

  function onPendingChange(field: EditableText, value: string) {
    setEditing((current) => ({ ...current, [field]: field === 'phone' ? formatPhone(value) : value }));
    setErrors((current) => ({ ...current, [field]: undefined, ...(field === 'heard_about_us' ? { heard_about_us_detail: undefined } : {}) }));
  }

  /** Save: the pending value becomes the field's value (sent with Save All). */
  function onSaveField(field: EditableText) {
    const pending = editing[field] ?? drafts[field];
    const fieldErrors = pending === saved[field] ? {} : validateField(field, pending);
    if (Object.keys(fieldErrors).length > 0) {
      setErrors((current) => ({ ...current, ...fieldErrors }));
      return;
    }
    setDrafts((current) => ({ ...current, [field]: pending }));
    setEditing(({ [field]: _closed, ...rest }) => rest);
  }

  function onFileChange(field: ProfileFileField, file: File | null) {
    const rule = field === 'profile_pic' ? PROFILE_PICTURE_RULE : TAX_DOCUMENT_RULE;
    setFiles((current) => {
      const next = { ...current };
      if (file) next[field] = file;
      else delete next[field];
      return next;
    });
    setErrors((current) => ({ ...current, [field]: file ? (fileLooksAcceptable(rule, file) ?? undefined) : undefined }));
  }

  function onCancel() {
    setDrafts(saved);
    setEditing({});
    setFiles({});
    setErrors({});
  }

  async function onSaveAll() {
    if (!hasChanges || processing) return;
    // Open editors count too, so nothing typed is lost.
    const values: Values = { ...drafts, ...editing } as Values;
    const found: Errors = {};
    for (const field of changedFields) Object.assign(found, validateField(field, values[field]));
    for (const [field, file] of Object.entries(files) as [ProfileFileField, File][]) {
      const problem = fileLooksAcceptable(field === 'profile_pic' ? PROFILE_PICTURE_RULE : TAX_DOCUMENT_RULE, file);
      if (problem) found[field] = problem;
    }
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setEditing((current) => ({ ...Object.fromEntries(changedFields.filter((field) => found[field] || (field === 'heard_about_us' && found.heard_about_us_detail)).map((field) => [field, values[field]])), ...current }));
      return;
    }

    // Sent as POST with the method override, as the spec describes; the header reaches the server before the multipart body.
    const body = new FormData();
    body.append('_method', 'PUT');
    for (const field of changedFields) for (const [key, value] of Object.entries(payloadOf(field, values[field]))) body.append(key, value);
    for (const [field, file] of Object.entries(files)) if (file) body.append(field, file);

    setProcessing(true);
    try {
      const answer = await jsonCall<{ message?: string }>('POST', updateUrl, body, { headers: { 'X-HTTP-Method-Override': 'PUT' } });
      toast.success(answer.message ?? t('Profile updated successfully'), { durationMs: PROFILE_TOAST_MS });
      router.reload({ onFinish: () => setProcessing(false) });
    } catch (error) {
      setProcessing(false);
      if (error instanceof JsonCallError) {
        const fieldErrors = Object.fromEntries(Object.entries(error.errors).map(([key, value]) => [key, Array.isArray(value) ? value[0] : value])) as Errors;
        if (Object.keys(fieldErrors).length > 0) {
          setErrors(fieldErrors);
          setEditing((current) => ({
            ...Object.fromEntries(changedFields.filter((field) => fieldErrors[field] || (field === 'heard_about_us' && fieldErrors.heard_about_us_detail)).map((field) => [field, values[field]])),
            ...current,
          }));
        }
        toast.error(error.message || t('Failed to update profile'));
        return;
      }
      toast.error(t('Failed to update profile'));
    }
  }

  const initials = `${profile.first_name.charAt(0)}${profile.last_name.charAt(0)}`.toUpperCase();
  const avatarSrc = avatarPreview ?? profile.profile_pic;
  const canChangePicture = editable.has('profile_pic');

  return (
    <>
      <Head title={t('My Profile')} />
      <AccountPageHeader
        title={t('My Profile')}
        description={t('{{type}} account', { type: profile.account_type.name })}
        actions={
          <>
            <button type="button" onClick={onCancel} disabled={!hasChanges || processing} className={buttonClasses('secondary')}>
              {t('Cancel')}
            </button>
            <button type="button" onClick={onSaveAll} disabled={!hasChanges || processing} className={buttonClasses('primary')}>
              {processing ? t('Saving…') : t('Save All')}
            </button>
          </>
        }
      />
      {errors.form ? (
        <p role="alert" className="mb-4 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {t(errors.form)}
        </p>
      ) : null}

      <section aria-labelledby="photo-heading" className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <h2 id="photo-heading" className="sr-only">
          {t('Profile picture')}
        </h2>
        <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <div className="flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-bold text-brand-800">
            {avatarSrc ? <img src={avatarSrc} alt={`${profile.first_name} ${profile.last_name}`} className="size-full object-cover" /> : initials || <UserIcon className="size-10" />}
          </div>
          <div className="min-w-0 flex-1">
            <p className="text-lg font-bold text-slate-900">
              {profile.first_name} {profile.last_name}
            </p>
            <p className="text-sm break-all text-slate-600">{profile.email}</p>
            {canChangePicture ? (
              <div className="mt-3">
                <FileField
                  label={t('Profile Picture')}
                  name="profile_pic"
                  rule={PROFILE_PICTURE_RULE}
                  file={files.profile_pic ?? null}
                  onChange={(file) => onFileChange('profile_pic', file)}
                  error={errors.profile_pic && t(errors.profile_pic)}
                />
              </div>
            ) : null}
          </div>
        </div>
      </section>

      <div className="space-y-6">
        {GROUPS.map((group) => {
          const fields = group.fields.filter((field) => visible.has(field));
          if (fields.length === 0) return null;
          return (
            <section key={group.id} aria-labelledby={`profile-group-${group.id}`} className="rounded-2xl border border-slate-200 bg-white">
              <h2 id={`profile-group-${group.id}`} className="border-b border-slate-200 px-5 py-4 text-lg font-bold text-slate-900 sm:px-6">
                {t(group.title)}
              </h2>
              <dl className="divide-y divide-slate-100">
                {fields.map((field) => {
                  if (field === 'tax_exempt_certificate') {
                    return (
                      <CertificateRow
                        key={field}
                        status={profile.tax_exempt_certificate}
                        editable={editable.has(field)}
                        file={files.tax_exempt_certificate ?? null}
                        onChange={(file) => onFileChange('tax_exempt_certificate', file)}
                        error={errors.tax_exempt_certificate && t(errors.tax_exempt_certificate)}
                      />
                    );
                  }
                  if (!isEditableText(field)) {
                    const value =
                      field === 'organization_name'
                        ? profile.organization_name
                        : field === 'organization_type'
                          ? profile.organization_type && labelOf(options.organizationTypes, profile.organization_type)
                          : profile.tax_id;
                    return <ReadOnlyRow key={field} label={t(LABELS[field])} value={value} />;
                  }
                  return (
                    <FieldRow
                      key={field}
                      field={field}
                      value={drafts[field]}
                      pending={editing[field]}
                      changed={drafts[field] !== saved[field]}
                      editable={editable.has(field)}
                      options={options}
                      errors={errors}
                      onEdit={() => onEdit(field)}
                      onSave={() => onSaveField(field)}
                      onChange={(value) => onPendingChange(field, value)}
                    />
                  );
                })}
              </dl>
            </section>
          );
        })}
      </div>

      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" onClick={onCancel} disabled={!hasChanges || processing} className={buttonClasses('secondary')}>
          {t('Cancel')}
        </button>
        <button type="button" onClick={onSaveAll} disabled={!hasChanges || processing} className={buttonClasses('primary')}>
          {processing ? t('Saving…') : t('Save All')}
        </button>
      </div>
    </>
  );
}

/** The label of a stored choice in the page's language; a value the list does not know is shown as stored. */
const labelOf = (choices: FormOption[], value: string) => choices.find((choice) => choice.value === value)?.label ?? value;

function displayValue(field: EditableText, value: string, options: ProfilePageProps['options']): string {
  if (field === 'heard_about_us') {
    const { option, detail } = splitHeard(value);
    const label = labelOf(options.heardAboutUs, option);
    return option ? (detail && needsHeardAboutUsDetail(option) ? `${label}: ${detail}` : label) : '';
  }
  if (field === 'state') return labelOf(options.states, value);
  return value;
}

interface FieldRowProps {
  field: EditableText;
  value: string;
  pending: string | undefined;
  changed: boolean;
  editable: boolean;
  options: ProfilePageProps['options'];
  errors: Errors;
  onEdit: () => void;
  onSave: () => void;
  onChange: (value: string) => void;
}

function FieldRow({ field, value, pending, changed, editable, options, errors, onEdit, onSave, onChange }: FieldRowProps) {
  const { t } = useTranslation();
  const label = t(LABELS[field]);
  const inputId = `profile-${field}`;
  const isEditing = pending !== undefined;
  const error = errors[field] ?? (field === 'heard_about_us' ? errors.heard_about_us_detail : undefined);
  const shown = displayValue(field, value, options);

  return (
    <div className="grid gap-2 px-5 py-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:items-start sm:gap-4 sm:px-6">
      <dt className="pt-2 text-sm font-semibold text-slate-700">
        {isEditing ? <label htmlFor={inputId}>{label}</label> : label}
      </dt>
      <dd className="grid min-w-0 gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
        <div className="min-w-0">
          {isEditing ? (
            <FieldEditor id={inputId} field={field} value={pending} options={options} errors={errors} onChange={onChange} onEnter={onSave} />
          ) : (
            <p className="min-h-10 pt-2 break-words text-slate-900">
              {shown || <span className="text-slate-500">{t('Not provided')}</span>}
              {changed ? <span className="ml-2 rounded-full bg-sun-400/25 px-2 py-0.5 text-xs font-semibold text-amber-900">{t('Unsaved')}</span> : null}
            </p>
          )}
          {error && !isEditing ? <p className="mt-1 text-sm font-medium text-red-700">{t(error)}</p> : null}
        </div>
        <div className="sm:pt-0.5">
          {editable ? (
            <button type="button" onClick={isEditing ? onSave : onEdit} className={buttonClasses(isEditing ? 'primary' : 'secondary', 'sm')}>
              {isEditing ? t('Save') : t('Edit')}
              <span className="sr-only"> {label}</span>
            </button>
          ) : (
            <span className="inline-flex min-h-9 items-center gap-1.5 text-sm text-slate-500">
              <LockIcon className="size-4" /> {t('Read only')}
            </span>
          )}
        </div>
      </dd>
    </div>
  );
}

function FieldEditor({
  id,
  field,
  value,
  options,
  errors,
  onChange,
  onEnter,
}: {
  id: string;
  field: EditableText;
  value: string;
  options: ProfilePageProps['options'];
  errors: Errors;
  onChange: (value: string) => void;
  onEnter: () => void;
}) {
  const { t } = useTranslation();
  const error = errors[field];
  const inputClasses = (invalid: boolean) =>
    'block min-h-10 w-full rounded-xl border bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 ' +
    (invalid ? 'border-red-600 focus:outline-red-600' : 'border-slate-300 focus:border-brand-600 focus:outline-brand-600');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onEnter();
    }
  };
  const errorText = (message: string | undefined, errorId: string) =>
    message ? (
      <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
        {t(message)}
      </p>
    ) : null;

  if (field === 'state') {
    return (
      <>
        <select id={id} autoFocus value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClasses(Boolean(error))}>
          <option value="">{t('Choose a state')}</option>
          {options.states.map((state) => (
            <option key={state.value} value={state.value}>
              {state.label}
            </option>
          ))}
        </select>
        {errorText(error, `${id}-error`)}
      </>
    );
  }
  if (field === 'heard_about_us') {
    const { option, detail } = splitHeard(value);
    const detailError = errors.heard_about_us_detail;
    return (
      <div className="space-y-2">
        <select id={id} autoFocus value={option} onChange={(e) => onChange(`${e.target.value}${SEPARATOR}${detail}`)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} className={inputClasses(Boolean(error))}>
          <option value="">{t('Choose one')}</option>
          {options.heardAboutUs.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </select>
        {errorText(error, `${id}-error`)}
        {needsHeardAboutUsDetail(option) ? (
          <>
            <label htmlFor={`${id}-detail`} className="block text-sm font-semibold text-slate-700">
              {t('Please specify')}
            </label>
            <input
              id={`${id}-detail`}
              value={detail}
              maxLength={FIELD_MAX.heardAboutUsDetail}
              onChange={(e) => onChange(`${option}${SEPARATOR}${e.target.value}`)}
              onKeyDown={onKeyDown}
              aria-invalid={detailError ? true : undefined}
              aria-describedby={detailError ? `${id}-detail-error` : undefined}
              className={inputClasses(Boolean(detailError))}
            />
            {errorText(detailError, `${id}-detail-error`)}
          </>
        ) : null}
      </div>
    );
  }
  const attributes: Record<EditableText, InputHTMLAttributes<HTMLInputElement>> = {
    first_name: { autoComplete: 'given-name', maxLength: FIELD_MAX.name },
    last_name: { autoComplete: 'family-name', maxLength: FIELD_MAX.name },
    title: { autoComplete: 'organization-title', maxLength: FIELD_MAX.title },
    phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', maxLength: FIELD_MAX.phoneInput, placeholder: '817-555-0100' },
    email: { type: 'email', inputMode: 'email', autoComplete: 'email', maxLength: FIELD_MAX.email, placeholder: EMAIL_EXAMPLE },
    heard_about_us: {},
    address: { autoComplete: 'street-address', maxLength: FIELD_MAX.address },
    city: { autoComplete: 'address-level2', maxLength: FIELD_MAX.city },
    state: {},
    zip_code: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: FIELD_MAX.zip, placeholder: '12345' },
  };
  return (
    <>
      <input
        id={id}
        autoFocus
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={[error ? `${id}-error` : null, field === 'email' ? `${id}-hint` : null].filter(Boolean).join(' ') || undefined}
        className={inputClasses(Boolean(error))}
        {...attributes[field]}
      />
      {field === 'email' ? (
        <p id={`${id}-hint`} className="mt-1 text-sm text-slate-600">
          {t('We will send a verification link to a new address.')}
        </p>
      ) : null}
      {errorText(error, `${id}-error`)}
    </>
  );
}

function ReadOnlyRow({ label, value }: { label: string; value: string | null }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 px-5 py-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:items-start sm:gap-4 sm:px-6">
      <dt className="pt-2 text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="grid min-w-0 gap-2 sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
        <span className="min-h-10 pt-2 break-words text-slate-900">{value || <span className="text-slate-500">{t('Not provided')}</span>}</span>
        <span className="inline-flex min-h-9 items-center gap-1.5 text-sm text-slate-500">
          <LockIcon className="size-4" /> {t('Read only')}
        </span>
      </dd>
    </div>
  );
}

function CertificateRow({
  status,
  editable,
  file,
  onChange,
  error,
}: {
  status: ProfileView['tax_exempt_certificate'];
  editable: boolean;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-2 px-5 py-4 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-4 sm:px-6">
      <dt className="pt-2 text-sm font-semibold text-slate-700">{t(LABELS.tax_exempt_certificate)}</dt>
      <dd className="min-w-0 space-y-3">
        <CertificateState status={status} />
        {editable ? (
          <FileField
            label={t('Upload a renewed certificate')}
            name="tax_exempt_certificate"
            rule={TAX_DOCUMENT_RULE}
            file={file}
            onChange={onChange}
            error={error}
            hint={t('PDF, JPG, JPEG or PNG; up to 20 MB. A new certificate is reviewed again before tax is waived.')}
          />
        ) : null}
      </dd>
    </div>
  );
}

/** The center's review of the certificate (docs/decisions/075): pending, approved on a date, or rejected with the reason. */
function CertificateState({ status }: { status: ProfileView['tax_exempt_certificate'] }) {
  const { t } = useTranslation();
  if (!status.on_file || !status.status) return <p className="pt-2 text-slate-900">{t('Not uploaded')}</p>;
  if (status.status === 'approved') {
    return (
      <p className="pt-2 text-slate-900">
        {rich(t('<strong>Approved</strong> on {{date}}. Your orders are charged no sales tax.', { date: status.approved_on ?? '' }), {
          strong: (part) => <span className="font-semibold text-emerald-800">{part}</span>,
        })}
      </p>
    );
  }
  if (status.status === 'rejected') {
    return (
      <div className="pt-2 text-slate-900" role="status">
        <p>
          {rich(t('<strong>Not accepted</strong> on {{date}}. Reason: {{reason}}', { date: status.rejected_on ?? '', reason: status.rejected_reason ?? '' }), {
            strong: (part) => <span className="font-semibold text-red-800">{part}</span>,
          })}
        </p>
        <p className="mt-1 text-sm text-slate-700">{t('Please upload a new certificate below. Until one is approved, orders include sales tax.')}</p>
      </div>
    );
  }
  return (
    <p className="pt-2 text-slate-900">
      {rich(t('<strong>Waiting for review</strong> by our team (uploaded {{date}}). Orders include sales tax until it is approved.', { date: status.submitted_on ?? '' }), {
        strong: (part) => <span className="font-semibold text-amber-800">{part}</span>,
      })}
    </p>
  );
}

function useObjectUrl(file: File | undefined): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const created = URL.createObjectURL(file);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [file]);
  return url;
}
