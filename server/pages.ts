import type { AccountsPages } from './accounts/accounts.pages.js';
import type { AdminPages } from './admin/admin.pages.js';
import type { AdminCustomerPages } from './admin/customers.pages.js';
import type { AdminMessagePages } from './admin/messages.pages.js';
import type { AdminTestimonialPages } from './admin/testimonials.pages.js';
import type { AdminBestSellerPages } from './admin/best-sellers.pages.js';
import type { AdminTaxExemptionPages } from './admin/tax-exemptions.pages.js';
import type { AdminProductMediaPages } from './admin/product-media.pages.js';
import type { AdminProductPages } from './admin/products.pages.js';
import type { AdminTaxonomyPages } from './admin/taxonomy.pages.js';
import type { AdminPricingPages } from './admin/pricing-admin.pages.js';
import type { CartPages } from './cart/cart.pages.js';
import type { CatalogPages } from './catalog/catalog.pages.js';
import type { CheckoutPages } from './checkout/checkout.pages.js';
import type { ContactPages } from './contact/contact.pages.js';
import type { ContentPages } from './content/content.pages.js';
import type { HttpPages } from './http/error.pages.js';
import type { LicensingPages } from './licensing/licensing.pages.js';
import type { MailPages } from './mail/mailbox.pages.js';
import type { OrdersPages } from './orders/orders.pages.js';
import type { PaymentsPages } from './payments/payments.pages.js';
import type { SchoolsPages } from './schools/school-users.pages.js';

/**
 * Every Inertia page of the app: component name (the file under resources/js/pages) -> its props, as each module
 * declares them in its *.pages.ts. `res.inertia.render()` is checked against it (docs/decisions/060).
 */
export interface AppPages
  extends AccountsPages,
    AdminPages,
    AdminCustomerPages,
    AdminMessagePages,
    AdminTestimonialPages,
    AdminBestSellerPages,
    AdminTaxExemptionPages,
    AdminProductMediaPages,
    AdminProductPages,
    AdminTaxonomyPages,
    AdminPricingPages,
    CartPages,
    CatalogPages,
    CheckoutPages,
    ContactPages,
    ContentPages,
    HttpPages,
    LicensingPages,
    MailPages,
    OrdersPages,
    PaymentsPages,
    SchoolsPages {}

declare module './inertia/page-registry.js' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface PageRegistry extends AppPages {}
}
