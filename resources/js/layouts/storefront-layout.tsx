import { usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { island } from '#js/components/ui/island';
import { CartProvider } from '#js/components/cart/cart-provider';
import { useTranslation } from '#js/i18n';
import { useVisitorType } from '#js/lib/use-visitor-type';
import { buildNavItems } from './storefront/nav-items';
import { SiteHeader } from './storefront/site-header';

// Below the fold or shown now and then: their code loads after the page's (docs/decisions/174).
const SiteFooter = island(() => import('./storefront/site-footer').then((module) => module.SiteFooter));
const AppOverlays = island(() => import('#js/components/app-overlays').then((module) => module.AppOverlays));
const VisitorTypePopup = island(() => import('./storefront/visitor-type-popup').then((module) => module.VisitorTypePopup));
const EmailVerificationBanner = island(() =>
  import('./storefront/email-verification-banner').then((module) => module.EmailVerificationBanner),
);

/** The persistent storefront frame (spec §2 "Layout"): header and footer stay mounted across visits. */
export default function StorefrontLayout({ children }: { children?: ReactNode }) {
  const { schoolLevels, additionalItemTypeIds, auth } = usePage().props;
  const { t } = useTranslation();
  const visitorType = useVisitorType();
  const navItems = buildNavItems(visitorType, schoolLevels, additionalItemTypeIds);

  return (
    <div className="flex min-h-dvh flex-col bg-white">
      <CartProvider>
        <a
          href="#main-content"
          className="sr-only z-[80] rounded-full bg-brand-800 px-5 py-3 font-semibold text-white shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus-visible:outline-sun-400"
        >
          {t('Skip to content')}
        </a>
        <SiteHeader navItems={navItems} />
        <main id="main-content" tabIndex={-1} className="flex-1 outline-none">
          {auth.user && !auth.user.email_verified ? (
            <div className="mx-auto max-w-7xl px-4 py-4 sm:px-6 lg:px-8">
              <EmailVerificationBanner address={auth.user.email} />
            </div>
          ) : null}
          {children}
        </main>
      </CartProvider>
      <SiteFooter />
      <VisitorTypePopup />
      <AppOverlays />
    </div>
  );
}
