import { Head, Link, router } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { ShieldMark } from '#js/components/brand-logo';
import { ArrowLeftIcon, HomeIcon, MailIcon } from '#js/components/icons';
import { buttonClasses } from '#js/components/ui/button-classes';
import { msg, useTranslation, type Translate } from '#js/i18n';
import type { ErrorPageProps } from '#server/http/error.pages';

const KNOWN_ERRORS: Record<number, { title: string; sentence: string }> = {
  403: { title: msg('Forbidden'), sentence: msg('Sorry, you do not have permission to view this page.') },
  404: {
    title: msg('Page Not Found'),
    sentence: msg('Sorry, we could not find the page you are looking for. It may have moved, or the link may be out of date.'),
  },
  419: { title: msg('Page Expired'), sentence: msg('Your session has expired. Please refresh the page and try again.') },
  500: { title: msg('Server Error'), sentence: msg('Something went wrong on our side. Please try again in a moment.') },
  503: {
    title: msg('Service Unavailable'),
    sentence: msg('The shop is briefly unavailable while we make improvements. Please check back shortly.'),
  },
};

const GENERIC_SENTENCE = msg('Sorry, something went wrong with your request.');

/**
 * HTTP reason phrases that add nothing to the title, so the friendlier sentence is shown instead. The server sends
 * them in the visitor's language (resources/lang/es/server.json).
 */
const BARE_REASONS = new Set(['not found', 'forbidden', 'server error', 'internal server error', 'service unavailable', 'page expired', 'no encontrado']);

// The server's own message arrives already in the visitor's language (decision 159); the page's sentences are translated here.
function sentenceFor(t: Translate, status: number, message: string | undefined): string {
  const known = KNOWN_ERRORS[status];
  // A 5xx always reads the same: the server's wording for it is not meant for visitors.
  if (status >= 500) return t(known?.sentence ?? KNOWN_ERRORS[500].sentence);
  if (message && !BARE_REASONS.has(message.trim().toLowerCase())) return message;
  return t(known?.sentence ?? GENERIC_SENTENCE);
}

function goBack() {
  if (window.history.length > 1) window.history.back();
  else router.visit(route('client.home'));
}

export default function ErrorPage({ status, message }: ErrorPageProps) {
  const { t } = useTranslation();
  const title = t(KNOWN_ERRORS[status]?.title ?? msg('Error'));
  const sentence = sentenceFor(t, status, message);

  return (
    <>
      <Head title={`${status} ${title}`} />
      <section className="relative isolate overflow-hidden bg-linear-to-b from-brand-50 to-white">
        <div
          aria-hidden="true"
          className="absolute -top-24 left-1/2 -z-10 size-[36rem] -translate-x-1/2 rounded-full bg-sun-400/15 blur-3xl"
        />
        <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-20 text-center sm:py-28">
          <ShieldMark className="size-14" />
          <p className="mt-6 bg-linear-to-br from-brand-700 to-brand-500 bg-clip-text text-8xl font-black tracking-tight text-transparent sm:text-9xl">
            <span className="sr-only">{t('Error')} </span>
            {status}
          </p>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
          <p className="mt-4 max-w-lg text-lg leading-relaxed text-slate-600">{sentence}</p>
          <div className="mt-10 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
            <Link href={route('client.home')} className={buttonClasses('primary', 'lg')}>
              <HomeIcon className="size-5" />
              {t('Go Home')}
            </Link>
            <button type="button" onClick={goBack} className={buttonClasses('secondary', 'lg')}>
              <ArrowLeftIcon className="size-5" />
              {t('Go Back')}
            </button>
          </div>
          {status === 404 ? (
            <p className="mt-8 text-slate-600">
              {t('Think something is missing?')}{' '}
              <Link
                href={route('client.contact.us')}
                className="inline-flex items-center gap-1.5 rounded font-semibold text-brand-700 underline decoration-brand-300 underline-offset-4 hover:text-brand-900 hover:decoration-brand-700"
              >
                <MailIcon className="size-4" />
                {t('Contact us')}
              </Link>
            </p>
          ) : null}
        </div>
      </section>
    </>
  );
}
