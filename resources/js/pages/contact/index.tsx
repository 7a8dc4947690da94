import { Head } from '@inertiajs/react';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CENTER_CONTACT } from '#server/shared/center-contact.rules';
import { EMAIL_EXAMPLE } from '#server/accounts/account-fields.schemas';
import {
  checkContactInput,
  CONTACT_LIMITS,
  DEFAULT_CALLING_CODE,
  type ContactErrors,
  type ContactField,
} from '#server/contact/contact.schemas';
import { HONEYPOT_FIELD, POW_FIELD } from '#server/captcha/captcha.rules';
import { route } from '#server/storefront-route-table';
import { CaptchaAudioButton } from '#js/components/captcha/captcha-audio-button';
import { HoneypotField, honeypotValueOf } from '#js/components/captcha/honeypot-field';
import { useProofOfWork } from '#js/components/captcha/use-proof-of-work';
import { CheckIcon, MailIcon, PhoneIcon } from '#js/components/icons';
import { popup } from '#js/components/popups/popup';
import { PageHeader } from '#js/components/storefront/page-header';
import { RefreshIcon } from '#js/components/storefront/storefront-icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import { firstFieldError, jsonCall, JsonCallError } from '#js/lib/http';
import { useRecentlySuccessful } from '#js/lib/use-recently-successful';
import type { ContactPageProps } from '#server/contact/contact.pages';
import type { FormOption } from '#server/shared/form-option.types';
import { rich, useTranslation } from '#js/i18n';

type ContactValues = Record<ContactField, string>;

const EMPTY_FORM: ContactValues = {
  first_name: '',
  last_name: '',
  email: '',
  phone_country_code: DEFAULT_CALLING_CODE,
  phone_number: '',
  organization: '',
  message: '',
  captcha: '',
};

/** The success popup stays 3 s (storefront §8 "Contact"). */
export const CONTACT_SUCCESS_POPUP_MS = 3000;
const FIELDS = Object.keys(EMPTY_FORM) as ContactField[];
const PHONE_EXAMPLE = '(817) 555-0100';

const fieldClasses = (error?: string, width = 'w-full') =>
  `block min-h-12 ${width} rounded-xl border bg-white px-4 py-2.5 text-base text-slate-900 shadow-xs transition-colors ` +
  'placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 ' +
  (error
    ? 'border-red-600 focus:border-red-600 focus:outline-red-600'
    : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:outline-brand-600');

export default function ContactPage({ captchaUrl, contactEmail, options }: ContactPageProps) {
  const { t } = useTranslation();
  // The English texts are CONTACT_MESSAGES.formInvalid, .unexpected, .successTitle and .successText.
  const formInvalid = t('Please fill all the fields correctly.');
  const [values, setValues] = useState<ContactValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [processing, setProcessing] = useState(false);
  const { recentlySuccessful, markSuccessful } = useRecentlySuccessful();
  const [captchaVersion, setCaptchaVersion] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  const proofOfWork = useProofOfWork(route('contact.captcha.challenge'));

  function onChange(field: ContactField, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  /** A new code (the server issues one per image load) and an empty captcha box. */
  function renewCaptcha() {
    setCaptchaVersion((version) => version + 1);
    setValues((current) => ({ ...current, captcha: '' }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const checked = checkContactInput(values);
    if (checked.errors) {
      setErrors(checked.errors);
      focusFirstInvalidField(form.current);
      await popup.alert({ icon: 'error', title: t('Error'), text: formInvalid });
      return;
    }

    setProcessing(true);
    try {
      const secondLayer = { [POW_FIELD]: await proofOfWork.payload(), [HONEYPOT_FIELD]: honeypotValueOf(form.current) };
      await jsonCall('POST', route('contact.send'), { ...checked.data, ...secondLayer });
      setValues(EMPTY_FORM);
      setErrors({});
      renewCaptcha();
      markSuccessful();
      void popup.alert({
        icon: 'success',
        title: t('Thank you for contacting us!'),
        text: t('Your message has been received. We will get back to you as soon as possible.'),
        timer: CONTACT_SUCCESS_POPUP_MS,
      });
    } catch (error) {
      // The server used the code up whatever the answer, so a new one is needed either way.
      renewCaptcha();
      if (error instanceof JsonCallError && error.isValidationError) {
        const serverErrors: ContactErrors = {};
        for (const field of FIELDS) serverErrors[field] = firstFieldError(error.errors, field);
        setErrors(serverErrors);
        focusFirstInvalidField(form.current);
        await popup.alert({ icon: 'error', title: t('Error'), text: formInvalid });
      } else {
        const text = error instanceof JsonCallError && error.status === 429 ? error.message : t('An unexpected error occurred.');
        await popup.alert({ icon: 'error', title: t('Error'), text });
      }
    } finally {
      // Each challenge is good for one submission, like the code.
      proofOfWork.renew();
      setProcessing(false);
    }
  }

  return (
    <>
      <Head title={t('Contact Us')} />
      <PageHeader
        title={t('Contact Us')}
        eyebrow={t('We are here to help')}
        intro={t(
          'Questions about a program, a licence, an order or scheduling a presentation? Call us, write to us, or send a message and we will get back to you as soon as possible.',
        )}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1fr_2fr] lg:px-8">
        <aside className="space-y-5" aria-label={t('Other ways to reach us')}>
          <a
            href={CENTER_CONTACT.phoneHref}
            className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-brand-700 text-white">
              <PhoneIcon className="size-6" />
            </span>
            <span>
              <span className="block text-sm font-semibold text-slate-600">{t('Call us')}</span>
              <span className="block text-lg font-bold text-slate-900">{CENTER_CONTACT.phoneDisplay}</span>
            </span>
          </a>
          <a
            href={`mailto:${contactEmail}`}
            className="flex items-center gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-200 hover:shadow-md"
          >
            <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-sun-400 text-brand-900">
              <MailIcon className="size-6" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold text-slate-600">{t('Email us')}</span>
              <span className="block truncate text-lg font-bold text-slate-900">{contactEmail}</span>
            </span>
          </a>
          <div className="rounded-2xl bg-brand-50 p-5 text-slate-700">
            <p className="font-bold text-slate-900">{CENTER_CONTACT.name}</p>
            <p className="mt-1">{CENTER_CONTACT.city}</p>
            <p className="mt-4 text-sm leading-relaxed">
              {rich(
                t(
                  'If a child is in immediate danger, call 911. To report suspected abuse in Texas, call the Texas Abuse Hotline at <phone>1-800-252-5400</phone>. This form is not monitored around the clock.',
                ),
                {
                  phone: (text) => (
                    <a href="tel:+18002525400" className="font-semibold text-brand-800 underline underline-offset-2">
                      {text}
                    </a>
                  ),
                },
              )}
            </p>
          </div>
        </aside>

        <section aria-labelledby="contact-form-title" className="min-w-0 rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
          <h2 id="contact-form-title" className="text-2xl font-extrabold text-slate-900">
            {t('Send us a message')}
          </h2>
          <p className="mt-1 text-slate-600">{t('All fields are required.')}</p>
          <form
            ref={form}
            noValidate
            onSubmit={onSubmit}
            aria-busy={processing}
            data-recently-successful={recentlySuccessful}
            className="mt-8 grid gap-6 sm:grid-cols-2 [&>*]:min-w-0">
            <TextField
              label={t('First name')}
              name="first_name"
              autoComplete="given-name"
              required
              maxLength={CONTACT_LIMITS.nameMax + 10}
              value={values.first_name}
              onChange={(event) => onChange('first_name', event.target.value)}
              error={errors.first_name && t(errors.first_name)}
            />
            <TextField
              label={t('Last name')}
              name="last_name"
              autoComplete="family-name"
              required
              maxLength={CONTACT_LIMITS.nameMax + 10}
              value={values.last_name}
              onChange={(event) => onChange('last_name', event.target.value)}
              error={errors.last_name && t(errors.last_name)}
            />
            <TextField
              label={t('Email')}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              required
              placeholder={EMAIL_EXAMPLE}
              value={values.email}
              onChange={(event) => onChange('email', event.target.value)}
              error={errors.email && t(errors.email)}
              className="sm:col-span-2"
            />
            <PhoneField values={values} errors={errors} callingCodes={options.callingCodes} onChange={onChange} />
            <SelectField
              label={t('Organization')}
              name="organization"
              value={values.organization}
              onChange={(value) => onChange('organization', value)}
              error={errors.organization && t(errors.organization)}
              className="sm:col-span-2"
            >
              <option value="">{t('Select an organization type')}</option>
              {options.organizations.map((organization) => (
                <option key={organization.value} value={organization.value}>
                  {organization.label}
                </option>
              ))}
            </SelectField>
            <MessageField value={values.message} error={errors.message} onChange={(value) => onChange('message', value)} />
            <CaptchaField
              src={captchaVersion ? `${captchaUrl}&renew=${captchaVersion}` : captchaUrl}
              value={values.captcha}
              error={errors.captcha}
              onChange={(value) => onChange('captcha', value)}
              onRenew={renewCaptcha}
            />
            <HoneypotField />
            <div className="sm:col-span-2">
              <button type="submit" disabled={processing} className={buttonClasses('primary', 'lg', 'w-full sm:w-auto sm:min-w-52')}>
                {processing ? (
                  <>
                    <span aria-hidden="true" className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
                    {t('Sending…')}
                  </>
                ) : recentlySuccessful ? (
                  <>
                    <CheckIcon className="size-5" aria-hidden="true" />
                    {t('Message Sent')}
                  </>
                ) : (
                  t('Send Message')
                )}
              </button>
            </div>
          </form>
        </section>
      </div>
    </>
  );
}

function focusFirstInvalidField(form: HTMLFormElement | null) {
  requestAnimationFrame(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}

function FieldError({ id, error }: { id: string; error?: string }) {
  const { t } = useTranslation();
  if (!error) return null;
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700">
      {t(error)}
    </p>
  );
}

function SelectField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className={props.className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {props.label}
        <span className="text-red-700" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
        aria-required="true"
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={fieldClasses(props.error)}
      >
        {props.children}
      </select>
      <FieldError id={`${id}-error`} error={props.error} />
    </div>
  );
}

function PhoneField({
  values,
  errors,
  callingCodes,
  onChange,
}: {
  values: ContactValues;
  errors: ContactErrors;
  callingCodes: FormOption[];
  onChange: (field: ContactField, value: string) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const error = errors.phone_number ?? errors.phone_country_code;
  return (
    <fieldset className="min-w-0 sm:col-span-2">
      <legend className="mb-1.5 text-sm font-semibold text-slate-800">
        {t('Phone')}
        <span className="text-red-700" aria-hidden="true">
          {' *'}
        </span>
      </legend>
      <div className="flex flex-col gap-3 sm:flex-row">
        <label htmlFor={`${id}-code`} className="sr-only">
          {t('Country calling code')}
        </label>
        <select
          id={`${id}-code`}
          name="phone_country_code"
          value={values.phone_country_code}
          onChange={(event) => onChange('phone_country_code', event.target.value)}
          aria-invalid={errors.phone_country_code ? true : undefined}
          className={`${fieldClasses(errors.phone_country_code, 'w-full sm:w-72')} shrink-0`}
        >
          {callingCodes.map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.value} {entry.label}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-number`} className="sr-only">
          {t('Phone number')}
        </label>
        <input
          id={`${id}-number`}
          name="phone_number"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          aria-required="true"
          maxLength={CONTACT_LIMITS.phoneMax + 5}
          value={values.phone_number}
          onChange={(event) => onChange('phone_number', event.target.value)}
          aria-invalid={errors.phone_number ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          placeholder={PHONE_EXAMPLE}
          className={`${fieldClasses(errors.phone_number, 'w-full')} min-w-0 sm:flex-1`}
        />
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

function MessageField({ value, error, onChange }: { value: string; error?: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const length = value.trim().length;
  return (
    <div className="sm:col-span-2">
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {t('Message')}
          <span className="text-red-700" aria-hidden="true">
            {' *'}
          </span>
        </label>
        <span id={`${id}-count`} className={`text-sm ${length > CONTACT_LIMITS.messageMax ? 'font-semibold text-red-700' : 'text-slate-500'}`}>
          {length}/{CONTACT_LIMITS.messageMax}
        </span>
      </div>
      <textarea
        id={id}
        name="message"
        rows={6}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-required="true"
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-count${error ? ` ${id}-error` : ''}`}
        className={fieldClasses(error)}
      />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function CaptchaField(props: { src: string; value: string; error?: string; onChange: (value: string) => void; onRenew: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="sm:col-span-2">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {t('Captcha: type the 6 characters you see')}
        <span className="text-red-700" aria-hidden="true">
          {' *'}
        </span>
      </label>
      <div className="flex flex-wrap items-center gap-3">
        <img
          src={props.src}
          alt={t('Captcha code image')}
          width={240}
          height={80}
          className="h-20 w-60 rounded-xl border border-slate-300 bg-white"
        />
        <button type="button" onClick={props.onRenew} className={buttonClasses('secondary', 'sm')}>
          <RefreshIcon className="size-4" />
          {t('New code')}
        </button>
        <CaptchaAudioButton url={route('contact.captcha.audio')} />
        <input
          id={id}
          name="captcha"
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={6}
          aria-required="true"
          aria-invalid={props.error ? true : undefined}
          aria-describedby={`${id}-hint${props.error ? ` ${id}-error` : ''}`}
          className={`${fieldClasses(props.error, 'w-44')} font-mono tracking-[0.3em] uppercase`}
        />
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        {t('Letters are not case-sensitive. Can’t read it? Get a new code, or call us instead.')}
      </p>
      <FieldError id={`${id}-error`} error={props.error} />
    </div>
  );
}
