import type { AppDeps } from './app.js';
import type { RouteHandlers } from './http/route-mounting.js';
import { captchaAudio, captchaChallenge, captchaImage, createCaptchaLimiter } from './captcha/captcha.controller.js';
import { cartController } from './cart/cart.controller.js';
import { catalogController } from './catalog/catalog.controller.js';
import { contactController } from './contact/contact.controller.js';
import { contentController } from './content/content.controller.js';
import { healthController } from './content/health.controller.js';
import { sitemapController } from './content/sitemap.controller.js';
import { homeController } from './content/home.controller.js';
import { withAccountArea } from './accounts/account-area.js';
import { changePasswordController } from './accounts/change-password.controller.js';
import { emailVerificationController } from './accounts/email-verification.controller.js';
import { loginController } from './accounts/login.controller.js';
import { profileController } from './accounts/profile.controller.js';
import { registrationController } from './accounts/registration.controller.js';
import { passwordResetController } from './accounts/password-reset.controller.js';
import { mailboxController } from './mail/mailbox.controller.js';
import { ordersController } from './orders/orders.controller.js';
import { paymentMethodsController } from './payments/payment-methods.controller.js';
import { createPaymentMethodDetacher } from './payments/payment-methods.service.js';
import { checkoutController } from './checkout/checkout.controller.js';
import { orderConfirmationController } from './orders/order-confirmation.controller.js';
import { createPaymentGateways } from './payments/payment-gateways.service.js';
import { paymentWebhooksController } from './payments/payment-webhooks.controller.js';
import { createMailer } from './mail/mailer.js';
import { pricingController } from './pricing/pricing.controller.js';
import { licensingController } from './licensing/licensing.controller.js';
import { trailerController } from './licensing/trailer.controller.js';
import { viewingHistoryController } from './licensing/viewing-history.controller.js';
import { schoolUsersController } from './schools/school-users.controller.js';
import { customersController } from './admin/customers.controller.js';
import { licencesController } from './admin/licences.controller.js';
import { taxExemptionsController } from './admin/tax-exemptions.controller.js';
import { pricingAdminController } from './admin/pricing-admin.controller.js';
import { checkTermsController } from './accounts/check-terms.controller.js';
import { checkTermsStaffController } from './admin/check-terms.controller.js';
import { auditLogController } from './admin/audit-log.controller.js';
import { customerListController } from './admin/customer-list.controller.js';
import { dashboardController } from './admin/dashboard.controller.js';
import { orderDetailController } from './admin/order-detail.controller.js';
import { orderListController } from './admin/order-list.controller.js';
import { orderActionsController } from './admin/order-actions.controller.js';
import { messagesController } from './admin/messages.controller.js';
import { testimonialsController } from './admin/testimonials.controller.js';
import { bestSellersController } from './admin/best-sellers.controller.js';
import { testimonialImagesController } from './content/testimonial-images.controller.js';
import { reportsController } from './admin/reports.controller.js';
import { productsController } from './admin/products.controller.js';
import { taxonomyController } from './admin/taxonomy.controller.js';
import { quoteDocumentController } from './orders/quote-document.controller.js';
import { productMediaController } from './admin/product-media.controller.js';
import { productImageController } from './catalog/product-image.controller.js';
import { probesController } from './http/probes.js';
import { createReadinessChecker } from './http/readiness.js';
import { createFileStorage } from './shared/create-file-storage.js';

/** The handler of each named route (the names, methods, paths and access levels are in route-table.ts). */
export function buildRouteHandlers(deps: AppDeps): RouteHandlers {
  const { db, config, logger } = deps;
  const storage = deps.storage ?? createFileStorage(config);
  const mailer = deps.mailer ?? createMailer(config, { logger, db });
  const health = healthController(db);
  const seo = sitemapController(db, config.appUrl);
  const home = homeController(db);
  const catalog = catalogController(db, config.appUrl);
  const content = contentController({ db, config });
  const contact = contactController({ config, db, mailer, logger });
  const cart = cartController(db);
  const pricing = pricingController(db);
  const login = loginController(db);
  const passwordReset = passwordResetController({ config, db, mailer, logger });
  const mailbox = mailboxController(config);
  const registration = registrationController({ config, storage, db, mailer, logger });
  const emailVerification = emailVerificationController({ config, db, mailer, logger });
  const profile = profileController({ config, storage, db, mailer, logger });
  const changePassword = changePasswordController({ config, db, mailer, logger });
  const orders = ordersController({ config, storage, db, mailer, logger });
  const payments = createPaymentGateways(config);
  const paymentMethods = paymentMethodsController({ db, logger, detacher: createPaymentMethodDetacher(payments.detachers) });
  const checkout = checkoutController({ config, db, logger, mailer, gateways: payments });
  const orderConfirmation = orderConfirmationController(db);
  const webhooks = paymentWebhooksController({ db, logger, mailer, appUrl: config.appUrl, gateways: payments });
  const licensing = licensingController({ storage, db, logger });
  const trailers = trailerController({ storage, db, logger });
  const productImages = productImageController({ storage, logger });
  const adminProductMedia = productMediaController({ storage, db, logger });
  const viewingHistory = viewingHistoryController(db);
  const schoolUsers = schoolUsersController({ config, db, mailer, logger });
  const adminCustomers = customersController({ config, db, mailer, logger });
  const adminTaxExemptions = taxExemptionsController({ config, storage, db, mailer, logger });
  const checkTerms = checkTermsController({ db });
  const adminCheckTerms = checkTermsStaffController({ config, db, mailer, logger });
  const adminLicences = licencesController({ db });
  const adminDashboard = dashboardController(db);
  const adminOrderList = orderListController(db);
  const adminOrderDetail = orderDetailController({ storage, db, logger });
  const adminCustomerList = customerListController(db);
  const adminAuditLog = auditLogController(db);
  const adminMessages = messagesController({ config, db, mailer, logger });
  const adminTestimonials = testimonialsController({ storage, db, logger });
  const adminBestSellers = bestSellersController(db);
  const testimonialImages = testimonialImagesController({ storage, logger });
  const adminReports = reportsController(db);
  const adminProducts = productsController(db);
  const adminTaxonomy = taxonomyController(db);
  const adminPricing = pricingAdminController({ db });
  const quoteDocuments = quoteDocumentController(db);
  const orderActions = orderActionsController({ db, mailer, logger, appUrl: config.appUrl, gateways: payments });
  // A form's captcha images and spoken codes share one budget per address (docs/decisions/151).
  const contactCaptchaLimiter = createCaptchaLimiter();
  const registerCaptchaLimiter = createCaptchaLimiter();
  // Probes (docs/decisions/145).
  const probes = probesController({
    lifecycle: deps.lifecycle ?? { draining: false },
    checkReadiness: createReadinessChecker({ db, storage, logger }),
  });
  const handlers = {
    health: [health.show],
    'health.live': [probes.live],
    'health.ready': [probes.ready],
    'seo.sitemap': [seo.sitemap],
    'seo.robots': [seo.robots],
    'contact.captcha': [captchaImage('contact', contactCaptchaLimiter)],
    'register.captcha': [captchaImage('register', registerCaptchaLimiter)],
    'contact.captcha.audio': [captchaAudio('contact', contactCaptchaLimiter)],
    'register.captcha.audio': [captchaAudio('register', registerCaptchaLimiter)],
    'contact.captcha.challenge': [captchaChallenge(config, 'contact')],
    'register.captcha.challenge': [captchaChallenge(config, 'register')],
    'client.home': [home.show],
    'client.products': [catalog.shop],
    'product-detail': [catalog.productDetail],
    'product-trailer': [trailers.show],
    'testimonial-image': [testimonialImages.show],
    'product-image': [productImages.show],
    'client.contact.us': [contact.show],
    'contact.send': [contact.send],
    'client.about.the-women-center': [content.staticPage('client.about.the-women-center')],
    'client.about.play-it-safe': [content.staticPage('client.about.play-it-safe')],
    'client.about.tarrant-county': [content.staticPage('client.about.tarrant-county')],
    'client.about.faq': [content.staticPage('client.about.faq')],
    'client.about.child-sexual-abuse': [content.staticPage('client.about.child-sexual-abuse')],
    'client.about.myths-facts': [content.staticPage('client.about.myths-facts')],
    'client.about.statistics': [content.staticPage('client.about.statistics')],
    'client.about.resources': [content.staticPage('client.about.resources')],
    'client.privacy.policy': [content.staticPage('client.privacy.policy')],
    'client.terms.of.use': [content.staticPage('client.terms.of.use')],
    'client.welcome': [content.staticPage('client.welcome')],
    'client.about.testimonials': [content.testimonials],
    'client.tarrant-county-rescheduling': [content.schedulingRequest],
    'client.curriculum': [content.curriculumOverview],
    'client.curriculum.pre-k': [content.curriculumSection('pre-k')],
    'client.curriculum.elementary-school': [content.curriculumSection('elementary-school')],
    'client.curriculum.middle-school': [content.curriculumSection('middle-school')],
    'client.curriculum.high-school': [content.curriculumSection('high-school')],
    'client.curriculum.video-description': [content.videoDescriptions],
    'shopping.cart': [cart.show],
    'cart.index': [cart.index],
    'cart.items.store': [cart.store],
    'cart.clear': [cart.clear],
    'cart.items.update': [cart.update],
    'cart.items.destroy': [cart.destroy],
    'cart.pricing': [pricing.pricing],
    'cart.effective-address': [pricing.effectiveAddress],
    'checkout.validate-promo': [pricing.validatePromo],
    'checkout.remove-promo': [pricing.removePromo],
    'checkout.calculate-pricing': [pricing.pricing],
    'checkout.effective-address': [pricing.effectiveAddress],
    'client.checkout': [checkout.show],
    'checkout.user-addresses': [checkout.userAddresses],
    'checkout.save-address': [checkout.saveAddress],
    'checkout.stripe-config': [checkout.stripeConfig],
    'checkout.setup-intent': [checkout.setupIntent],
    'checkout.user-cards': [checkout.userCards],
    'checkout.save-card': [checkout.saveCard],
    'checkout.paypal-config': [checkout.paypalConfig],
    'checkout.paypal-create-order': [checkout.paypalCreateOrder],
    'checkout.paypal-capture-order': [checkout.paypalCaptureOrder],
    'checkout.complete-order': [checkout.completeOrder],
    'checkout.test-card.confirm': [checkout.testCardConfirm],
    'checkout.test-payment.authenticate': [checkout.testPaymentAuthenticate],
    'checkout.success': [checkout.success],
    'order.confirmation': [orderConfirmation.show],
    'webhooks.stripe': [webhooks.stripe],
    'webhooks.paypal': [webhooks.paypal],
    login: [login.show],
    'login.store': [login.store],
    logout: [login.logout],
    'visitor-type.set': [login.setVisitorType],
    'locale.set': [login.setLocale],
    'password.request': [passwordReset.showRequestForm],
    'password.email': [passwordReset.sendResetLink],
    'password.reset': [passwordReset.showResetForm],
    'password.update': [passwordReset.resetPassword],
    'dev.mailbox': [mailbox.index],
    'dev.mailbox.message': [mailbox.show],
    'organizations.register': [registration.showOrganization],
    'individuals.register': [registration.showIndividual],
    'register.store': [registration.limitAttempts, registration.acceptTaxDocument, registration.store],
    'verification.verify': [emailVerification.verify],
    'verification.send': [emailVerification.resend],
    'client.my-profile': [profile.show],
    'client.profile.update': profile.update,
    'client.profile.avatar': [profile.avatar],
    'client.reset-password': [changePassword.show],
    'client.password.change': changePassword.update,
    'client.orders': [orders.index],
    'client.order-detail': [orders.show],
    'client.order-detail-org': [orders.showOrganization],
    'client.order-update-po': orders.updatePurchaseOrder,
    'client.order-po-file': [orders.downloadPurchaseOrder],
    'client.order-quote-pdf': [quoteDocuments.customerPdf],
    'client.payment-method': [paymentMethods.index],
    'client.payment-method.default': [paymentMethods.makeDefault],
    'client.payment-method.destroy': [paymentMethods.destroy],
    'client.my-videos': [licensing.myVideos],
    'client.my-programs': [licensing.myPrograms],
    'client.video-detail': [licensing.videoDetail],
    'client.program-detail': [licensing.programDetail],
    'licensing.media': [licensing.media],
    'licensing.renew': [licensing.renew],
    'client.school.user-viewing-history': [viewingHistory.index],
    'viewing-history.store': [viewingHistory.store],
    'client.school.my-users': schoolUsers.index,
    'client.school.user-detail': schoolUsers.show,
    'school-users.store': schoolUsers.store,
    'school-users.update': schoolUsers.update,
    'school-users.password': schoolUsers.password,
    'school-users.destroy': schoolUsers.destroy,
    // Staff: customer detail, tax exemption, licences (issue 12 items 4-6)
    'admin.customers.show': [adminCustomers.show],
    'admin.customers.active': [adminCustomers.setActive],
    'admin.customers.resend-verification': [adminCustomers.resendVerification],
    'admin.customers.send-password-reset': [adminCustomers.sendPasswordReset],
    'client.check-terms.request': [checkTerms.request],
    'admin.customers.check-terms.approve': [adminCheckTerms.approve],
    'admin.customers.check-terms.decline': [adminCheckTerms.decline],
    'admin.customers.check-terms.card': [adminCheckTerms.switchToCard],
    'admin.tax-exemptions': [adminTaxExemptions.index],
    'admin.tax-exemptions.document': [adminTaxExemptions.document],
    'admin.tax-exemptions.approve': [adminTaxExemptions.approve],
    'admin.tax-exemptions.reject': [adminTaxExemptions.reject],
    'admin.licences.grant': [adminLicences.grant],
    'admin.licences.extend': [adminLicences.extend],
    'admin.licences.revoke': [adminLicences.revoke],
    'admin.licences.regrant': [adminLicences.regrant],
    'admin.dashboard': [adminDashboard.show],
    'admin.orders': [adminOrderList.index],
    'admin.orders.export': [adminOrderList.export],
    'admin.orders.show': [adminOrderDetail.show],
    'admin.orders.po-file': [adminOrderDetail.purchaseOrderFile],
    'admin.customers': [adminCustomerList.index],
    'admin.audit-log': [adminAuditLog.index],
    // Content and contact messages (issue 15 items 6 and 7)
    'admin.messages': [adminMessages.index],
    'admin.messages.show': [adminMessages.show],
    'admin.messages.change': [adminMessages.change],
    'admin.messages.reply': [adminMessages.reply],
    'admin.testimonials': [adminTestimonials.index],
    'admin.testimonials.create': [adminTestimonials.create],
    'admin.testimonials.store': adminTestimonials.store,
    'admin.testimonials.edit': [adminTestimonials.edit],
    'admin.testimonials.update': adminTestimonials.update,
    'admin.testimonials.reorder': [adminTestimonials.reorder],
    'admin.best-sellers': [adminBestSellers.index],
    'admin.best-sellers.reorder': [adminBestSellers.reorder],
    'admin.reports': [adminReports.index],
    'admin.reports.sales-export': [adminReports.exportSales],
    'admin.reports.top-products-export': [adminReports.exportTopProducts],
    'admin.reports.licences-export': [adminReports.exportLicences],
    'admin.reports.renewals-export': [adminReports.exportRenewals],
    'admin.reports.quotes-export': [adminReports.exportQuotes],
    // Products and taxonomy (issue 15 items 1 and 3)
    'admin.products': [adminProducts.index],
    'admin.products.create': [adminProducts.create],
    'admin.products.store': [adminProducts.store],
    'admin.products.edit': [adminProducts.edit],
    'admin.products.update': [adminProducts.update],
    'admin.products.duplicate': [adminProducts.duplicate],
    'admin.products.deactivate': [adminProducts.deactivate],
    'admin.taxonomy': [adminTaxonomy.index],
    'admin.taxonomy.store': [adminTaxonomy.store],
    'admin.taxonomy.update': [adminTaxonomy.update],
    // Staff: promo codes, tax lines, shipping rates, pricing preview (issue 15 items 4-5)
    'admin.promo-codes': [adminPricing.promoCodes],
    'admin.promo-codes.create': [adminPricing.createPromoCode],
    'admin.promo-codes.store': [adminPricing.storePromoCode],
    'admin.promo-codes.edit': [adminPricing.editPromoCode],
    'admin.promo-codes.update': [adminPricing.updatePromoCode],
    'admin.promo-codes.remove': [adminPricing.removePromoCode],
    'admin.promo-codes.uses': [adminPricing.promoCodeUses],
    'admin.taxes': [adminPricing.taxes],
    'admin.taxes.store': [adminPricing.storeTaxRate],
    'admin.taxes.update': [adminPricing.updateTaxRate],
    'admin.shipping': [adminPricing.shipping],
    'admin.shipping.store': [adminPricing.storeShippingRule],
    'admin.shipping.update': [adminPricing.updateShippingRule],
    'admin.pricing-preview': [adminPricing.preview],
    // Staff order actions (issue 12 transitions; server/admin/order-actions.controller.ts) and the quote document
    'admin.orders.quote': [quoteDocuments.staffPrintView],
    'admin.orders.quote-pdf': [quoteDocuments.staffPdf],
    'admin.orders.record-payment': [orderActions.recordPayment],
    'admin.orders.fulfilment': [orderActions.fulfilment],
    'admin.orders.cancel': [orderActions.cancel],
    'admin.orders.refund': [orderActions.refund],
    'admin.orders.resend-confirmation': [orderActions.resendConfirmation],
    'admin.orders.withdraw-payment': [orderActions.withdrawPayment],
    'admin.products.media': [adminProductMedia.show],
    'admin.products.media.images.store': adminProductMedia.storeImage,
    'admin.products.media.images.remove': [adminProductMedia.removeImage],
    'admin.products.media.documents.store': adminProductMedia.storeDocument,
    'admin.products.media.files.remove': [adminProductMedia.removeFile],
    'admin.products.media.uploads.start': [adminProductMedia.startUpload],
    'admin.products.media.uploads.show': [adminProductMedia.showUpload],
    'admin.products.media.uploads.chunk': [adminProductMedia.storeChunk],
    'admin.products.media.uploads.complete': [adminProductMedia.completeUpload],
  } satisfies RouteHandlers;
  return withAccountArea(handlers);
}
