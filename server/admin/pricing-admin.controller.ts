import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { notFound } from '#server/http/errors.js';
import { idParamOf } from '#server/http/route-params.js';
import { toFieldErrors, validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { centsToDollars } from '#server/shared/money.js';
import { fillMessage, PRICING_RULE_FORM_MESSAGES as R, PROMO_CODE_FORM_MESSAGES as M, PROMO_CODE_LIMITS } from '#server/pricing/pricing-admin.rules.js';
import { ZPricingPreviewQuery, ZPromoCodeDeleteForm, ZPromoCodeForm, ZShippingRuleForm, ZTaxRateForm } from '#server/pricing/pricing-admin.schemas.js';
import {
  createPromoCode,
  createShippingRule,
  createTaxRate,
  findAccountTypeOptions,
  findPromoCodeView,
  findPromoScopeOptions,
  listPromoCodes,
  listPromoCodeUses,
  listShippingRules,
  listTaxRates,
  listUsStateOptions,
  deleteOrDeactivatePromoCode,
  updatePromoCode,
  updateShippingRule,
  updateTaxRate,
} from '#server/pricing/pricing-admin.service.js';
import { pricePreview } from '#server/pricing/pricing.service.js';
import { runStaffAction } from './staff-audit.service.js';
import { answerStaffAction, refuseAsDone, requireChangedDecision, staffActorOf } from './staff-action-answers.js';
import type {
  PricingPreviewPageProps,
  PromoCodeFormPageProps,
  PromoCodesPageProps,
  PromoCodeUsesPageProps,
  ShippingPageProps,
  TaxesPageProps,
} from './pricing-admin.pages.js';

// Routes admin.promo-codes*, admin.taxes*, admin.shipping* and admin.pricing-preview (issue 15 items 4-5). The
// pricing module owns the rows and their rules; this controller only validates, runs each change as an audited staff
// action (runStaffAction) and renders the screens (docs/decisions/115-119).

const dashboard = { label: 'Dashboard', href: route('admin.dashboard') };
const promoCodesCrumb = { label: 'Promo codes', href: route('admin.promo-codes') };

export function pricingAdminController({ db }: { db: PrismaClient }) {
  const promoCodeMissing = { notFound: M.notFound, stale: M.stale, already: M.stale };

  async function renderPromoCodeForm(res: Response, id: number | null) {
    const promoCode = id === null ? null : await findPromoCodeView(db, id);
    if (id !== null && !promoCode) throw notFound(M.notFound);
    const props: PromoCodeFormPageProps = {
      breadcrumbs: [dashboard, promoCodesCrumb, { label: promoCode ? promoCode.code : 'New promo code' }],
      promo_code: promoCode,
      submit_url: promoCode ? route('admin.promo-codes.update', { id: promoCode.id }) : route('admin.promo-codes.store'),
      uses_url: promoCode ? route('admin.promo-codes.uses', { id: promoCode.id }) : null,
      options: await findPromoScopeOptions(db),
      limits: { code_max: PROMO_CODE_LIMITS.codeMax, description_max: PROMO_CODE_LIMITS.descriptionMax },
    };
    await res.inertia.render('admin/promo-codes/form', props);
  }

  return {
    async promoCodes(_req: Request, res: Response) {
      const rows = await listPromoCodes(db);
      const props: PromoCodesPageProps = {
        breadcrumbs: [dashboard, { label: 'Promo codes' }],
        promo_codes: rows.map((row) => ({
          ...row,
          edit_url: route('admin.promo-codes.edit', { id: row.id }),
          uses_url: route('admin.promo-codes.uses', { id: row.id }),
          remove_url: route('admin.promo-codes.remove', { id: row.id }),
        })),
        create_url: route('admin.promo-codes.create'),
      };
      await res.inertia.render('admin/promo-codes/index', props);
    },

    createPromoCode: (_req: Request, res: Response) => renderPromoCodeForm(res, null),

    editPromoCode: (req: Request, res: Response) => renderPromoCodeForm(res, idParamOf(req, M.notFound)),

    async storePromoCode(req: Request, res: Response) {
      const input = validate(ZPromoCodeForm, req.body);
      // A new code is shown in the list (back would be an empty form again).
      await answerStaffAction(
        res,
        route('admin.promo-codes'),
        { db, idempotencyKey: input.idempotency_key },
        () =>
          runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
            const created = await createPromoCode(tx, input);
            return {
              record: { action: 'promo-code.create', subjectType: 'promo-code', subjectId: created.id, after: created.after },
              value: { success: fillMessage(M.created, { code: created.code }) },
            };
          }),
        { doneUrl: route('admin.promo-codes') },
      );
    },

    async updatePromoCode(req: Request, res: Response) {
      const id = idParamOf(req, M.notFound);
      const input = validate(ZPromoCodeForm, req.body);
      await answerStaffAction(res, route('admin.promo-codes.edit', { id }), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const change = requireChangedDecision(await updatePromoCode(tx, id, input), promoCodeMissing);
          return {
            record: { action: 'promo-code.update', subjectType: 'promo-code', subjectId: id, before: change.before, after: change.after },
            value: { success: fillMessage(M.updated, { code: change.code }) },
          };
        }),
      );
    },

    async removePromoCode(req: Request, res: Response) {
      const id = idParamOf(req, M.notFound);
      const input = validate(ZPromoCodeDeleteForm, req.body);
      await answerStaffAction(res, route('admin.promo-codes'), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const removal = await deleteOrDeactivatePromoCode(tx, id);
          if (removal.kind === 'missing') throw notFound(M.notFound);
          if (removal.kind === 'already-inactive') throw refuseAsDone(fillMessage(M.alreadyInactive, { code: removal.code }));
          if (removal.kind === 'deleted') {
            return {
              record: { action: 'promo-code.delete', subjectType: 'promo-code', subjectId: id, before: removal.before },
              value: { success: fillMessage(M.deleted, { code: removal.code }) },
            };
          }
          return {
            record: { action: 'promo-code.deactivate', subjectType: 'promo-code', subjectId: id, before: removal.before, after: removal.after },
            value: { success: fillMessage(M.deactivatedInstead, { code: removal.code }) },
          };
        }),
        // The edit page of a deleted code no longer exists: the list shows what happened.
        { doneUrl: route('admin.promo-codes') },
      );
    },

    async promoCodeUses(req: Request, res: Response) {
      const id = idParamOf(req, M.notFound);
      const promoCode = await findPromoCodeView(db, id);
      if (!promoCode) throw notFound(M.notFound);
      const uses = await listPromoCodeUses(db, id);
      const props: PromoCodeUsesPageProps = {
        breadcrumbs: [dashboard, promoCodesCrumb, { label: promoCode.code, href: route('admin.promo-codes.edit', { id }) }, { label: 'Uses' }],
        promo_code: promoCode,
        uses: uses.map((use) => ({
          ...use,
          order_url: route('admin.orders.show', { id: use.order_id }),
          customer_url: route('admin.customers.show', { id: use.customer.id }),
        })),
        edit_url: route('admin.promo-codes.edit', { id }),
      };
      await res.inertia.render('admin/promo-codes/uses', props);
    },

    async taxes(_req: Request, res: Response) {
      const props: TaxesPageProps = {
        breadcrumbs: [dashboard, { label: 'Tax' }],
        tax_rates: (await listTaxRates(db)).map((rate) => ({ ...rate, update_url: route('admin.taxes.update', { id: rate.id }) })),
        states: [...listUsStateOptions()],
        store_url: route('admin.taxes.store'),
        preview_url: route('admin.pricing-preview'),
      };
      await res.inertia.render('admin/taxes', props);
    },

    async storeTaxRate(req: Request, res: Response) {
      const input = validate(ZTaxRateForm, req.body);
      await answerStaffAction(res, route('admin.taxes'), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const created = await createTaxRate(tx, input);
          return {
            record: { action: 'tax-rate.create', subjectType: 'tax-rate', subjectId: created.id, after: created.after },
            value: { success: fillMessage(R.taxCreated, { name: created.name }) },
          };
        }),
      );
    },

    async updateTaxRate(req: Request, res: Response) {
      const id = idParamOf(req, R.taxNotFound);
      const input = validate(ZTaxRateForm, req.body);
      await answerStaffAction(res, route('admin.taxes'), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const change = requireChangedDecision(await updateTaxRate(tx, id, input), { notFound: R.taxNotFound, stale: R.taxStale, already: R.taxStale });
          return {
            record: { action: 'tax-rate.update', subjectType: 'tax-rate', subjectId: id, before: change.before, after: change.after },
            value: { success: fillMessage(R.taxUpdated, { name: change.name }) },
          };
        }),
      );
    },

    async shipping(_req: Request, res: Response) {
      const props: ShippingPageProps = {
        breadcrumbs: [dashboard, { label: 'Shipping' }],
        shipping_rules: (await listShippingRules(db)).map((rule) => ({ ...rule, update_url: route('admin.shipping.update', { id: rule.id }) })),
        account_types: await findAccountTypeOptions(db),
        store_url: route('admin.shipping.store'),
        preview_url: route('admin.pricing-preview'),
      };
      await res.inertia.render('admin/shipping', props);
    },

    async storeShippingRule(req: Request, res: Response) {
      const input = validate(ZShippingRuleForm, req.body);
      await answerStaffAction(res, route('admin.shipping'), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const created = await createShippingRule(tx, input);
          return {
            record: { action: 'shipping-rule.create', subjectType: 'shipping-rule', subjectId: created.id, after: created.after },
            value: { success: fillMessage(R.shippingCreated, { name: created.name }) },
          };
        }),
      );
    },

    async updateShippingRule(req: Request, res: Response) {
      const id = idParamOf(req, R.shippingNotFound);
      const input = validate(ZShippingRuleForm, req.body);
      await answerStaffAction(res, route('admin.shipping'), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const change = requireChangedDecision(await updateShippingRule(tx, id, input), {
            notFound: R.shippingNotFound,
            stale: R.shippingStale,
            already: R.shippingStale,
          });
          return {
            record: { action: 'shipping-rule.update', subjectType: 'shipping-rule', subjectId: id, before: change.before, after: change.after },
            value: { success: fillMessage(R.shippingUpdated, { name: change.name }) },
          };
        }),
      );
    },

    /** The "price this cart" preview: the choices live in the query string, so a preview is a link. */
    async preview(req: Request, res: Response) {
      const [accountTypes, scope, rules] = await Promise.all([findAccountTypeOptions(db), findPromoScopeOptions(db), listShippingRules(db)]);
      const parsed = ZPricingPreviewQuery.safeParse(req.query);
      const query = parsed.success ? parsed.data : null;
      const queryErrors = parsed.success ? {} : toFieldErrors(parsed.error);
      if (query?.account_type !== undefined && !accountTypes.some((type) => type.id === query.account_type)) {
        queryErrors.account_type = 'Choose an account type.';
      }
      let preview: PricingPreviewPageProps['preview'] = null;
      if (query && query.account_type !== undefined && query.items.length && !Object.keys(queryErrors).length) {
        const priced = await pricePreview(db, {
          accountTypeId: query.account_type,
          state: query.state,
          items: query.items,
          code: query.code,
          taxExempt: query.tax_exempt,
        });
        const rule = rules.find((candidate) => candidate.id === priced.result.shippingRuleId);
        preview = {
          lines: priced.result.lines.map((line) => ({
            product_id: line.productId,
            title: priced.titles.get(line.productId) ?? `#${line.productId}`,
            qty: line.qty,
            unit_price: centsToDollars(line.unitPriceCents),
            subtotal: centsToDollars(line.subtotalCents),
            discount: centsToDollars(line.discountCents),
            tax: centsToDollars(line.taxCents),
            total: centsToDollars(line.totalCents),
            ships: line.isHardCopy,
          })),
          pricing: priced.view,
          shipping_rule: rule?.name ?? null,
          unknown_product_ids: priced.unknownProductIds,
        };
      }
      const props: PricingPreviewPageProps = {
        breadcrumbs: [dashboard, { label: 'Price a cart' }],
        query: {
          account_type: query?.account_type ?? null,
          state: query?.state ?? null,
          items: (query?.items ?? []).map((item) => ({ product_id: item.productId, qty: item.qty })),
          code: query?.code ?? null,
          tax_exempt: query?.tax_exempt ?? false,
        },
        account_types: accountTypes,
        states: [...listUsStateOptions()],
        products: scope.products,
        query_errors: queryErrors,
        preview,
      };
      await res.inertia.render('admin/pricing-preview', props);
    },
  };
}
