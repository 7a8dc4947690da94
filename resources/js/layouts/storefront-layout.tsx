import { usePage } from '@inertiajs/react';
import type { ReactNode } from 'react';
import { AppOverlays } from '#js/components/app-overlays';
import { CartProvider } from '#js/components/cart/cart-provider';
import { useTranslation } from '#js/i18n';
import { useVisitorType } from '#js/lib/use-visitor-type';
import { EmailVerificationBanner } from './storefront/email-verification-banner';
import { buildNavItems } from './storefront/nav-items';
import { SiteFooter } from './storefront/site-footer';
import { SiteHeader } from './storefront/site-header';
import { VisitorTypePopup } from './storefront/visitor-type-popup';

/** The persistent storefront frame (spec §2 "Layout"): header and footer stay mounted across visits. */
export default function StorefrontLayout({ children }: { children?: ReactNode }) {
  const { schoolLevels, additionalItemTypeIds, auth } = usePage().props;
  const { t } = useTranslation();
  const visitorType = useVisitorType();
  const navItems = buildNavItems(visitorType, schoolLevels, additionalItemTypeIds);

  return (
    <CartProvider>
      <div className="flex min-h-dvh flex-col bg-white">
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
        <SiteFooter />
        <VisitorTypePopup />
        <AppOverlays />
      </div>
    </CartProvider>
  );
}
