import { Link, router, usePage } from '@inertiajs/react';
import { useState, type ReactNode } from 'react';
import { route } from '#server/storefront-route-table';
import { SchoolIcon } from '#js/components/icons';
import { jsonCall } from '#js/lib/http';
import { useVisitorType } from '#js/lib/use-visitor-type';
import { storeVisitorType } from '#js/lib/visitor-type';
import { buttonClasses } from '#js/components/ui/button-classes';
import { useTranslation } from '#js/i18n';

/**
 * What a visitor on the parent journey sees on a schools-only page (docs/decisions/020): a short explanation,
 * the parent videos, and, for guests, a way to switch to the schools journey.
 */
export function SchoolsOnlyNotice({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const [switching, setSwitching] = useState(false);

  async function onSwitch() {
    setSwitching(true);
    try {
      await jsonCall('POST', route('visitor-type.set'), { visitorType: 'schools' });
      storeVisitorType('schools');
      router.reload({ onFinish: () => setSwitching(false) });
    } catch {
      setSwitching(false);
    }
  }

  return (
    <section className="mx-auto max-w-2xl px-4 py-16 text-center sm:py-24">
      <span className="mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-100 text-brand-800">
        <SchoolIcon className="size-9" />
      </span>
      <h1 className="mt-6 text-3xl font-extrabold tracking-tight text-slate-900">{t('This page is for schools and organizations')}</h1>
      <p className="mt-4 text-lg leading-relaxed text-slate-700">
        {t(
          'The classroom curriculum and presentation scheduling are offered to schools and organizations. Parents and caregivers can rent or buy the Play It Safe videos and books to use at home.',
        )}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={route('client.products')} className={buttonClasses('primary', 'lg')}>
          {t('Browse videos for families')}
        </Link>
        {signedIn ? null : (
          <button type="button" onClick={() => void onSwitch()} disabled={switching} className={buttonClasses('secondary', 'lg')}>
            {switching ? t('Switching…') : t('I’m with a school or organization')}
          </button>
        )}
      </div>
    </section>
  );
}

/**
 * The server answers a known parent visitor with the notice; this covers a visitor who picks the parent journey
 * in the popup while on the page.
 */
export function SchoolsOnlyGate({ children }: { children: ReactNode }) {
  const visitorType = useVisitorType();
  const signedIn = usePage().props.auth.user !== null;
  if (visitorType === 'parent') return <SchoolsOnlyNotice signedIn={signedIn} />;
  return <>{children}</>;
}
