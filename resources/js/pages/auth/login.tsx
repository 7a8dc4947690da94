import { Head, Link, router } from '@inertiajs/react';
import { useState, type FormEvent } from 'react';
import { isStorefrontRouteName, route } from '#server/storefront-route-table';
import { ShieldMark } from '#js/components/brand-logo';
import { readCartSessionId } from '#js/components/cart/cart-session';
import { CheckCircleIcon, LockIcon, ShieldCheckIcon } from '#js/components/icons';
import { popup } from '#js/components/popups/popup';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import { FALLBACK_ERROR_MESSAGE, firstFieldError, jsonCall, JsonCallError } from '#js/lib/http';
import { useTranslation, msg } from '#js/i18n';
import { useVisitorType } from '#js/lib/use-visitor-type';
import type { LoginPageProps } from '#server/accounts/accounts.pages';

interface LoginAnswer {
  success: boolean;
  /** Where to go next: a URL, or a route name. */
  redirect?: string;
  message?: string;
}

type LoginField = 'email' | 'password';
type LoginErrors = Partial<Record<LoginField, string>>;

export const LOGIN_SUCCESS_POPUP_MS = 2000;

function validateLogin(email: string, password: string): LoginErrors {
  const errors: LoginErrors = {};
  if (!email.trim()) errors.email = msg('Email is required');
  if (!password) errors.password = msg('Password is required');
  return errors;
}

function redirectTarget(redirect: string | undefined): string {
  if (!redirect) return route('client.home');
  return isStorefrontRouteName(redirect) ? route(redirect) : redirect;
}

export default function LoginPage({ status }: LoginPageProps) {
  const { t } = useTranslation();
  const visitorType = useVisitorType();
  const registerHref = visitorType === 'schools' ? route('organizations.register') : route('individuals.register');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});
  const [processing, setProcessing] = useState(false);

  function onFieldChange(field: LoginField, value: string) {
    if (field === 'email') setEmail(value);
    else setPassword(value);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (processing) return;
    const clientErrors = validateLogin(email, password);
    setErrors(clientErrors);
    if (clientErrors.email || clientErrors.password) {
      focusFirstInvalidField(event.currentTarget);
      return;
    }

    setProcessing(true);
    try {
      // The cart session id lets the server merge this visitor's cart into the account's.
      const cartSessionId = readCartSessionId();
      const answer = await jsonCall<LoginAnswer>(
        'POST',
        route('login.store'),
        { email: email.trim(), password },
        { headers: cartSessionId ? { 'X-Cart-Session': cartSessionId } : {} },
      );
      if (!answer.success) throw new JsonCallError(answer.message ?? FALLBACK_ERROR_MESSAGE, 200, {}, answer);
      await popup.alert({ icon: 'success', title: t('Welcome back!'), text: t('logged in successfully'), timer: LOGIN_SUCCESS_POPUP_MS });
      // A full visit, so the header and every shared prop see the signed-in user.
      router.visit(redirectTarget(answer.redirect), { onFinish: () => setProcessing(false) });
    } catch (error) {
      setProcessing(false);
      if (error instanceof JsonCallError && error.isValidationError) {
        const fieldErrors: LoginErrors = {
          email: firstFieldError(error.errors, 'email'),
          password: firstFieldError(error.errors, 'password'),
        };
        if (fieldErrors.email || fieldErrors.password) {
          setErrors(fieldErrors);
          return;
        }
      }
      const message = error instanceof JsonCallError && error.message ? error.message : t(FALLBACK_ERROR_MESSAGE);
      await popup.alert({ icon: 'error', title: t('Login failed'), text: message });
    }
  }

  return (
    <>
      <Head title={t('Login')} />
      <section className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 via-white to-white px-4 py-12 sm:py-16">
        <div
          aria-hidden="true"
          className="absolute -top-32 -right-24 -z-10 size-[30rem] rounded-full bg-sun-400/15 blur-3xl"
        />
        <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl border border-slate-200 bg-white shadow-xl shadow-brand-900/5 lg:grid-cols-[1fr_1.1fr]">
          <LoginWelcomePanel />
          <div className="px-6 py-10 sm:px-12 sm:py-12">
            <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('Login')}</h1>
            <p className="mt-2 text-slate-600">{t('Sign in to reach your videos, programs and orders.')}</p>

            {status ? (
              <p
                role="status"
                className="mt-6 flex items-start gap-2 rounded-xl border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-800"
              >
                <CheckCircleIcon className="mt-0.5 size-5 shrink-0" />
                {status}
              </p>
            ) : null}

            <form noValidate onSubmit={onSubmit} className="mt-8 space-y-6" aria-busy={processing}>
              <TextField
                label={t('Email')}
                name="email"
                type="email"
                autoComplete="username"
                inputMode="email"
                aria-required="true"
                value={email}
                onChange={(event) => onFieldChange('email', event.target.value)}
                error={errors.email && t(errors.email)}
                placeholder={t('you@example.org')}
              />
              <TextField
                label={t('Password')}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                aria-required="true"
                value={password}
                onChange={(event) => onFieldChange('password', event.target.value)}
                error={errors.password && t(errors.password)}
                labelAside={
                  <Link
                    href={route('password.request')}
                    className="rounded text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                  >
                    {t('Forgot Password?')}
                  </Link>
                }
                trailing={
                  <button
                    type="button"
                    onClick={() => setShowPassword(!showPassword)}
                    aria-pressed={showPassword}
                    className="rounded-lg px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
                  >
                    {showPassword ? t('Hide') : t('Show')}
                    <span className="sr-only"> {t('password')}</span>
                  </button>
                }
              />
              <button type="submit" disabled={processing} className={buttonClasses('primary', 'lg', 'w-full')}>
                {processing ? (
                  <>
                    <span
                      aria-hidden="true"
                      className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white"
                    />
                    {t('Signing in…')}
                  </>
                ) : (
                  t('Login')
                )}
              </button>
            </form>

            <p className="mt-8 border-t border-slate-200 pt-6 text-center text-slate-600">
              {t('New to Play It Safe?')}{' '}
              <Link
                href={registerHref}
                className="rounded font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
              >
                {t('Create an Account')}
              </Link>
            </p>
          </div>
        </div>
      </section>
    </>
  );
}

function focusFirstInvalidField(form: HTMLFormElement) {
  // After React renders the messages, so the field is announced with its error.
  requestAnimationFrame(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
}

function LoginWelcomePanel() {
  const { t } = useTranslation();
  return (
    <div className="relative hidden flex-col justify-between overflow-hidden bg-brand-800 p-12 text-brand-50 lg:flex">
      <div aria-hidden="true" className="absolute -bottom-28 -left-20 size-80 rounded-full bg-brand-600/50 blur-2xl" />
      <div aria-hidden="true" className="absolute -top-16 -right-16 size-56 rounded-full bg-sun-400/20 blur-2xl" />
      <div className="relative">
        <ShieldMark className="size-14" />
        <p className="mt-8 text-3xl leading-tight font-extrabold text-white">{t('Welcome back.')}</p>
        <p className="mt-3 max-w-xs text-lg leading-relaxed text-brand-100">
          {t('Every lesson helps a child know they can speak up and be heard.')}
        </p>
      </div>
      <ul className="relative mt-12 space-y-4 text-[0.95rem]">
        <li className="flex items-start gap-3">
          <ShieldCheckIcon className="mt-0.5 size-5 shrink-0 text-sun-400" />
          {t('Stream the programs and videos you have licensed')}
        </li>
        <li className="flex items-start gap-3">
          <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-sun-400" />
          {t('Track orders and renew licences')}
        </li>
        <li className="flex items-start gap-3">
          <LockIcon className="mt-0.5 size-5 shrink-0 text-sun-400" />
          {t('Private and secure: your details stay with us')}
        </li>
      </ul>
    </div>
  );
}
