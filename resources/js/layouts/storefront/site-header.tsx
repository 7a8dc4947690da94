import { BrandLogo } from '#js/components/brand-logo';
import { AccountMenu } from './account-menu';
import { CartLink } from './cart-link';
import { LanguageMenu } from './language-menu';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import type { NavItem } from './nav-items';
import { ProductSearchForm } from './product-search-form';
import { TopBar } from './top-bar';

/** Top bar, logo row (search, language, account, cart) and the navigation bar. */
export function SiteHeader({ navItems }: { navItems: NavItem[] }) {
  return (
    <header className="relative z-30 bg-white shadow-sm shadow-slate-900/5">
      <TopBar />
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-3 gap-y-3 px-4 py-3 sm:px-6 lg:flex-nowrap lg:gap-x-6 lg:py-4">
        <BrandLogo />
        <ProductSearchForm className="order-last basis-full lg:order-none lg:mx-auto lg:max-w-xl lg:basis-auto" />
        <div className="ml-auto flex items-center gap-0.5 sm:gap-1 lg:ml-0">
          <div className="hidden lg:block">
            <LanguageMenu />
          </div>
          <AccountMenu />
          <CartLink />
          <MobileMenu items={navItems} />
        </div>
      </div>
      <MainNav items={navItems} />
    </header>
  );
}
