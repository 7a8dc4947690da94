import { Head, Link } from '@inertiajs/react';
import { route } from '#server/storefront-route-table';
import { ContentBody } from '#js/components/storefront/content-blocks';
import { PageHeader } from '#js/components/storefront/page-header';
import { buttonClasses } from '#js/components/ui/button-classes';
import { useTranslation } from '#js/i18n';

/** The welcome placeholder page (account-area §6): public, a greeting and the ways in. */
export default function Welcome() {
  const { t } = useTranslation();
  return (
    <>
      <Head title={t('Welcome')} />
      <PageHeader
        title={t('Welcome to Play It Safe')}
        intro={t("Child-abuse-prevention programs, videos and books from The Women's Center of Tarrant County, for schools and families.")}
      />
      <ContentBody>
        <p className="text-lg text-slate-700">{t('Start in the shop, or sign in to your account to watch your programs and see your orders.')}</p>
        <div className="flex flex-wrap gap-3">
          <Link href={route('client.products')} className={buttonClasses('primary', 'lg')}>
            {t('Visit the shop')}
          </Link>
          <Link href={route('login')} className={buttonClasses('secondary', 'lg')}>
            {t('Login')}
          </Link>
          <Link href={route('client.home')} className={buttonClasses('ghost', 'lg')}>
            {t('Home page')}
          </Link>
        </div>
      </ContentBody>
    </>
  );
}
