import { Head, Link, router } from '@inertiajs/react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import {
  EMAIL_EXAMPLE,
  FIELD_MAX,
  fileLooksAcceptable,
  formatEin,
  formatPhone,
  needsHeardAboutUsDetail,
  TAX_DOCUMENT_RULE,
} from '#server/accounts/account-fields.schemas';
import {
  REGISTRATION_TOAST_MS,
  registrationSchemaFor,
  TAX_DOCUMENT_FIELD,
} from '#server/accounts/registration.schemas';
import { toFieldErrors } from '#server/http/validation.rules';
import { HONEYPOT_FIELD, POW_FIELD } from '#server/captcha/captcha.rules';
import { route } from '#server/storefront-route-table';
import { CaptchaAudioButton } from '#js/components/captcha/captcha-audio-button';
import { HoneypotField, honeypotValueOf } from '#js/components/captcha/honeypot-field';
import { useProofOfWork } from '#js/components/captcha/use-proof-of-work';
import { ShieldMark } from '#js/components/brand-logo';
import { toast } from '#js/components/toast/toast';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import { FileField } from '#js/layouts/account/file-field';
import { PasswordStrengthMeter } from '#js/components/password-strength-meter';
import { SelectField } from '#js/layouts/account/select-field';
import { jsonCall, JsonCallError, type FieldErrors } from '#js/lib/http';
import type { RegisterPageProps } from '#server/accounts/accounts.pages';
import { msg, useTranslation } from '#js/i18n';

const EMPTY_FORM = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  howHeard: '',
  howHeardOther: '',
  title: '',
  orgName: '',
  orgType: '',
  ein: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  password: '',
  confirmPassword: '',
  captcha: '',
};
type RegisterField = keyof typeof EMPTY_FORM;
type Errors = Partial<Record<RegisterField | typeof TAX_DOCUMENT_FIELD | 'form', string>>;

const DETAIL_LABELS: Record<string, string> = {
  Conference: msg('Which conference?'),
  'Recommended program list': msg('Which program list?'),
  Other: msg('Please specify'),
};

export default function Register({ visitorType, options, captchaUrl }: RegisterPageProps) {
  const { t } = useTranslation();
  /** A message in the visitor's language (the server's are already translated). */
  const shown = (message: string | undefined) => message && t(message);
  const isOrganization = visitorType === 'organizations';
  const [form, setForm] = useState(EMPTY_FORM);
  const [taxDoc, setTaxDoc] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [processing, setProcessing] = useState(false);
  const [showPasswords, setShowPasswords] = useState(false);
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const proofOfWork = useProofOfWork(route('register.captcha.challenge'));
  const formRef = useRef<HTMLFormElement>(null);
  // Asks for the first invalid field to take the focus once the errors are on screen (after a server answer too).
  const [focusRequest, setFocusRequest] = useState(0);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  function onChange(field: RegisterField, value: string) {
    const formatted = field === 'phone' ? formatPhone(value) : field === 'ein' ? formatEin(value) : value;
    setForm((current) => ({ ...current, [field]: formatted }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function onTaxDocChange(file: File | null) {
    setTaxDoc(file);
    setErrors((current) => ({ ...current, [TAX_DOCUMENT_FIELD]: file ? (fileLooksAcceptable(TAX_DOCUMENT_RULE, file) ?? undefined) : undefined }));
  }

  function newCaptcha() {
    setCaptchaVersion((version) => version + 1);
    setForm((current) => ({ ...current, captcha: '' }));
  }

  function clientErrors(): Errors {
    const payload = { ...form, visitorType };
    const checked = registrationSchemaFor(visitorType).safeParse(payload);
    const found: Errors = checked.success ? {} : (toFieldErrors(checked.error) as Errors);
    if (isOrganization) {
      const fileError = taxDoc ? fileLooksAcceptable(TAX_DOCUMENT_RULE, taxDoc) : TAX_DOCUMENT_RULE.requiredMessage;
      if (fileError) found[TAX_DOCUMENT_FIELD] = fileError;
    }
    return found;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const found = clientErrors();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setFocusRequest((count) => count + 1);
      return;
    }

    const body = new FormData();
    body.append('visitorType', visitorType);
    const fields: RegisterField[] = isOrganization ? (Object.keys(EMPTY_FORM) as RegisterField[]) : individualFields;
    for (const field of fields) {
      if (field === 'howHeardOther' && !needsHeardAboutUsDetail(form.howHeard)) continue;
      body.append(field, field === 'phone' ? form.phone.replace(/\D/g, '') : form[field]);
    }
    if (isOrganization && taxDoc) body.append(TAX_DOCUMENT_FIELD, taxDoc);
    body.append(HONEYPOT_FIELD, honeypotValueOf(event.currentTarget));

    setProcessing(true);
    try {
      body.append(POW_FIELD, await proofOfWork.payload());
      await jsonCall('POST', route('register.store'), body);
      toast.success(
        t('Please check your email to verify your account. If it has not arrived within 5 minutes, please check your spam folder.'),
        { title: t('Registration successful'), durationMs: REGISTRATION_TOAST_MS },
      );
      router.visit(route('login'));
    } catch (error) {
      setProcessing(false);
      // The captcha and its proof-of-work are used up by any attempt: a failed one needs new ones.
      newCaptcha();
      proofOfWork.renew();
      if (error instanceof JsonCallError && error.isValidationError && Object.keys(error.errors).length > 0) {
        setErrors(firstMessages(error.errors));
        setFocusRequest((count) => count + 1);
        return;
      }
      const message =
        error instanceof JsonCallError && error.status > 0 && error.status < 500
          ? error.message || t('Registration failed. Please try again.')
          : t('An unexpected error occurred. Please try again.');
      setErrors({ form: message });
      toast.error(message);
    }
  }

  const title = isOrganization ? t('Create an Organization Account') : t('Create an Individual Account');

  return (
    <>
      <Head title={title} />
      <section className="bg-linear-to-b from-brand-50 via-white to-white px-3 py-8 sm:px-4 sm:py-14">
        <div className="mx-auto max-w-3xl rounded-3xl border border-slate-200 bg-white p-4 shadow-xl shadow-brand-900/5 sm:p-10">
          <div className="flex items-start gap-4">
            <ShieldMark className="hidden size-12 shrink-0 sm:block" />
            <div>
              <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{title}</h1>
              <p className="mt-2 text-slate-600">
                {isOrganization
                  ? t('For schools, districts and organizations: order classroom programs, request quotes and manage your staff.')
                  : t('For parents and individuals: rent or buy the videos and watch them at home.')}{' '}
                <Link
                  href={route(isOrganization ? 'individuals.register' : 'organizations.register')}
                  className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900"
                >
                  {isOrganization ? t('Registering as an individual?') : t('Registering for a school or organization?')}
                </Link>
              </p>
            </div>
          </div>

          {errors.form ? (
            <p role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
              {shown(errors.form)}
            </p>
          ) : null}

          <form ref={formRef} noValidate onSubmit={onSubmit} className="mt-8 space-y-8" aria-busy={processing}>
            <FormSection legend={t('About you')}>
              <TextField label={t('First Name')} name="firstName" autoComplete="given-name" required maxLength={FIELD_MAX.name} value={form.firstName} onChange={(e) => onChange('firstName', e.target.value)} error={shown(errors.firstName)} />
              <TextField label={t('Last Name')} name="lastName" autoComplete="family-name" required maxLength={FIELD_MAX.name} value={form.lastName} onChange={(e) => onChange('lastName', e.target.value)} error={shown(errors.lastName)} />
              <TextField label={t('Email')} name="email" type="email" inputMode="email" autoComplete="email" required maxLength={FIELD_MAX.email} placeholder={EMAIL_EXAMPLE} value={form.email} onChange={(e) => onChange('email', e.target.value)} error={shown(errors.email)} />
              <TextField label={t('Phone')} name="phone" type="tel" inputMode="tel" autoComplete="tel-national" required maxLength={FIELD_MAX.phoneInput} placeholder="817-555-0100" value={form.phone} onChange={(e) => onChange('phone', e.target.value)} error={shown(errors.phone)} />
              <SelectField label={t('How did you hear about us?')} name="howHeard" required placeholder={t('Choose one')} options={options.heardAboutUs} value={form.howHeard} onChange={(e) => onChange('howHeard', e.target.value)} error={shown(errors.howHeard)} />
              {needsHeardAboutUsDetail(form.howHeard) ? (
                <TextField label={t(DETAIL_LABELS[form.howHeard] ?? DETAIL_LABELS.Other ?? '')} name="howHeardOther" required maxLength={FIELD_MAX.heardAboutUsDetail} value={form.howHeardOther} onChange={(e) => onChange('howHeardOther', e.target.value)} error={shown(errors.howHeardOther)} />
              ) : null}
            </FormSection>

            {isOrganization ? (
              <FormSection legend={t('Your organization')}>
                <TextField label={t('Title')} name="title" autoComplete="organization-title" required maxLength={FIELD_MAX.title} placeholder={t('e.g. School Counselor')} value={form.title} onChange={(e) => onChange('title', e.target.value)} error={shown(errors.title)} />
                <TextField label={t('Organization Name')} name="orgName" autoComplete="organization" required maxLength={FIELD_MAX.organizationName} value={form.orgName} onChange={(e) => onChange('orgName', e.target.value)} error={shown(errors.orgName)} />
                <SelectField label={t('Organization Type')} name="orgType" required placeholder={t('Choose one')} options={options.organizationTypes} value={form.orgType} onChange={(e) => onChange('orgType', e.target.value)} error={shown(errors.orgType)} />
                <TextField label={t('EIN')} name="ein" inputMode="numeric" required maxLength={FIELD_MAX.ein} placeholder="12-3456789" hint={t("Your organization's Employer Identification Number.")} value={form.ein} onChange={(e) => onChange('ein', e.target.value)} error={shown(errors.ein)} />
                <div className="sm:col-span-2">
                  <FileField label={t('Tax Exempt Documentation')} name={TAX_DOCUMENT_FIELD} rule={TAX_DOCUMENT_RULE} file={taxDoc} onChange={onTaxDocChange} error={shown(errors[TAX_DOCUMENT_FIELD])} required />
                </div>
              </FormSection>
            ) : null}

            <FormSection legend={t('Address')}>
              <TextField className="sm:col-span-2" label={t('Address')} name="address" autoComplete="street-address" required maxLength={FIELD_MAX.address} value={form.address} onChange={(e) => onChange('address', e.target.value)} error={shown(errors.address)} />
              <TextField label={t('City')} name="city" autoComplete="address-level2" required maxLength={FIELD_MAX.city} value={form.city} onChange={(e) => onChange('city', e.target.value)} error={shown(errors.city)} />
              <SelectField label={t('State')} name="state" autoComplete="address-level1" required placeholder={t('Choose a state')} options={options.states} value={form.state} onChange={(e) => onChange('state', e.target.value)} error={shown(errors.state)} />
              <TextField label={t('Zip Code')} name="zip" autoComplete="postal-code" inputMode="numeric" required maxLength={FIELD_MAX.zip} placeholder="12345" value={form.zip} onChange={(e) => onChange('zip', e.target.value)} error={shown(errors.zip)} />
            </FormSection>

            <FormSection legend={t('Password')}>
              <TextField
                label={t('Password')}
                name="password"
                type={showPasswords ? 'text' : 'password'}
                autoComplete="new-password"
                required
                value={form.password}
                onChange={(e) => onChange('password', e.target.value)}
                error={shown(errors.password)}
                trailing={
                  <button type="button" onClick={() => setShowPasswords(!showPasswords)} aria-pressed={showPasswords} className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50">
                    {showPasswords ? t('Hide') : t('Show')}
                    <span className="sr-only"> {t('passwords')}</span>
                  </button>
                }
              />
              <TextField label={t('Confirm Password')} name="confirmPassword" type={showPasswords ? 'text' : 'password'} autoComplete="new-password" required value={form.confirmPassword} onChange={(e) => onChange('confirmPassword', e.target.value)} error={shown(errors.confirmPassword)} />
              <div className="sm:col-span-2">
                <PasswordStrengthMeter password={form.password} />
              </div>
            </FormSection>

            <FormSection legend={t('Security check')}>
              <div className="sm:col-span-2">
                <div className="flex flex-wrap items-center gap-3">
                  <img
                    src={captchaVersion ? `${captchaUrl}&renew=${captchaVersion}` : captchaUrl}
                    alt={t('Captcha code: type the 6 characters shown')}
                    width={240}
                    height={80}
                    className="h-20 w-60 rounded-xl border border-slate-200 bg-white"
                  />
                  <button type="button" onClick={newCaptcha} className={buttonClasses('ghost', 'sm')}>
                    {t('New code')}
                  </button>
                  <CaptchaAudioButton url={route('register.captcha.audio')} variant="ghost" />
                </div>
                <TextField
                  className="mt-4 max-w-xs"
                  label={t('Captcha Code')}
                  name="captcha"
                  required
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  maxLength={6}
                  hint={t('Type the 6 characters in the image; upper or lower case both work.')}
                  value={form.captcha}
                  onChange={(e) => onChange('captcha', e.target.value)}
                  error={shown(errors.captcha)}
                />
                <HoneypotField />
              </div>
            </FormSection>

            <button type="submit" disabled={processing} className={buttonClasses('primary', 'lg', 'w-full')}>
              {processing ? t('Creating your account…') : t('Create Account')}
            </button>
          </form>

          <p className="mt-8 border-t border-slate-200 pt-6 text-center text-slate-600">
            {t('Already have an account?')}{' '}
            <Link href={route('login')} className="font-semibold text-brand-700 underline decoration-brand-200 underline-offset-4 hover:text-brand-900">
              {t('Login')}
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}

const individualFields: RegisterField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'howHeard',
  'howHeardOther',
  'address',
  'city',
  'state',
  'zip',
  'password',
  'confirmPassword',
  'captcha',
];

function FormSection({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4 sm:p-6">
      <legend className="px-2 text-base font-bold text-brand-900">{legend}</legend>
      <div className="grid gap-5 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

function firstMessages(errors: FieldErrors): Errors {
  const result: Errors = {};
  for (const [field, value] of Object.entries(errors)) result[field as keyof Errors] = Array.isArray(value) ? value[0] : value;
  return result;
}
