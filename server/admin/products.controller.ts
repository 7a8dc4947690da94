import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { notFound } from '#server/http/errors.js';
import { idParamOf } from '#server/http/route-params.js';
import { validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { PRODUCT_MESSAGES } from '#server/catalog/product-editor.rules.js';
import { ZCreateProductInput, ZProductActionInput, ZProductListQuery, ZUpdateProductInput } from '#server/catalog/product-editor.schemas.js';
import {
  createProductFromForm,
  deactivateProduct,
  duplicateProduct,
  EMPTY_PRODUCT_FORM,
  findAdminProducts,
  findEditableProduct,
  findProductFormOptions,
  updateProductFromForm,
} from '#server/catalog/product-editor.service.js';
import { STAFF_FORM_MESSAGES } from '#server/shared/staff-forms.rules.js';
import { parseListQuery } from './list-query.js';
import type { AdminProductCreatePageProps, AdminProductEditPageProps, AdminProductsPageProps } from './products.pages.js';
import { answerStaffAction, refuseAsDone, refuseAsStale, staffActorOf } from './staff-action-answers.js';
import { listStaffActionsOnSubject, runStaffAction } from './staff-audit.service.js';

// Routes admin.products, .create, .store, .edit, .update, .duplicate and .deactivate (issue 15 item 1;
// docs/decisions/105). Every change goes through runStaffAction: the product's rows and the audit event commit
// together, and a repeated form key changes nothing.

const productsCrumb = () => ({ label: 'Products', href: route('admin.products') });
const dashboardCrumb = () => ({ label: 'Dashboard', href: route('admin.dashboard') });

export function productsController(db: PrismaClient) {
  /** The product a form key already made (a double-clicked create or duplicate): its edit page, else the list. */
  async function pageOfRepeated(idempotencyKey: string): Promise<string> {
    const event = await db.staffAuditEvent.findUnique({ where: { idempotencyKey }, select: { subjectType: true, subjectId: true } });
    return event?.subjectType === 'product' ? route('admin.products.edit', { id: event.subjectId }) : route('admin.products');
  }

  return {
    async index(req: Request, res: Response) {
      const query = parseListQuery(ZProductListQuery, req);
      const options = await findProductFormOptions(db);
      const props: AdminProductsPageProps = {
        breadcrumbs: [dashboardCrumb(), { label: 'Products' }],
        products: await findAdminProducts(db, query),
        filters: {
          search: query.search ?? '',
          level: query.level ? String(query.level) : '',
          grade: query.grade ? String(query.grade) : '',
          type: query.type ? String(query.type) : '',
          active: query.active ?? '',
          sort: query.sort,
          direction: query.direction,
          per_page: query.per_page,
        },
        level_options: options.levels,
        grade_options: options.grades.map(({ value, label }) => ({ value, label })),
        type_options: options.types,
        create_url: route('admin.products.create'),
      };
      await res.inertia.render('admin/products/index', { ...props });
    },

    async create(_req: Request, res: Response) {
      const props: AdminProductCreatePageProps = {
        breadcrumbs: [dashboardCrumb(), productsCrumb(), { label: 'New product' }],
        form: EMPTY_PRODUCT_FORM,
        options: await findProductFormOptions(db),
        store_url: route('admin.products.store'),
      };
      await res.inertia.render('admin/products/create', { ...props });
    },

    async store(req: Request, res: Response) {
      const input = validate(ZCreateProductInput, req.body);
      const outcome = await runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
        const created = await createProductFromForm(tx, input);
        return { record: { action: 'product.create', subjectType: 'product', subjectId: created.id, after: created.after }, value: created.id };
      });
      if (outcome.kind === 'repeated') {
        res.inertia.flash({ info: STAFF_FORM_MESSAGES.repeated }).redirect(await pageOfRepeated(input.idempotency_key), 303);
        return;
      }
      res.inertia.flash({ success: PRODUCT_MESSAGES.created }).redirect(route('admin.products.edit', { id: outcome.value }), 303);
    },

    async edit(req: Request, res: Response) {
      const id = idParamOf(req, PRODUCT_MESSAGES.notFound);
      const found = await findEditableProduct(db, id);
      if (!found) throw notFound(PRODUCT_MESSAGES.notFound);
      const { form, ...product } = found;
      const props: AdminProductEditPageProps = {
        breadcrumbs: [dashboardCrumb(), productsCrumb(), { label: form.title }],
        product,
        form,
        options: await findProductFormOptions(db, id),
        update_url: route('admin.products.update', { id }),
        duplicate_url: route('admin.products.duplicate', { id }),
        deactivate_url: route('admin.products.deactivate', { id }),
        audit_events: await listStaffActionsOnSubject(db, 'product', id),
      };
      await res.inertia.render('admin/products/edit', { ...props });
    },

    async update(req: Request, res: Response) {
      const id = idParamOf(req, PRODUCT_MESSAGES.notFound);
      const input = validate(ZUpdateProductInput, req.body);
      await answerStaffAction(res, route('admin.products.edit', { id }), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const update = await updateProductFromForm(tx, id, input);
          if (update.kind === 'missing') throw notFound(PRODUCT_MESSAGES.notFound);
          if (update.kind === 'stale') throw refuseAsStale(PRODUCT_MESSAGES.stale);
          if (update.kind === 'unchanged') throw refuseAsDone('Nothing to save: the product already reads like this.');
          return {
            record: { action: 'product.update', subjectType: 'product', subjectId: id, before: update.before, after: update.after },
            value: { success: PRODUCT_MESSAGES.updated },
          };
        }),
      );
    },

    async duplicate(req: Request, res: Response) {
      const id = idParamOf(req, PRODUCT_MESSAGES.notFound);
      const input = validate(ZProductActionInput, req.body);
      const outcome = await runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
        const copy = await duplicateProduct(tx, id);
        if (!copy) throw notFound(PRODUCT_MESSAGES.notFound);
        return { record: { action: 'product.duplicate', subjectType: 'product', subjectId: copy.id, after: copy.after }, value: copy.id };
      });
      if (outcome.kind === 'repeated') {
        res.inertia.flash({ info: STAFF_FORM_MESSAGES.repeated }).redirect(await pageOfRepeated(input.idempotency_key), 303);
        return;
      }
      res.inertia.flash({ success: PRODUCT_MESSAGES.duplicated }).redirect(route('admin.products.edit', { id: outcome.value }), 303);
    },

    async deactivate(req: Request, res: Response) {
      const id = idParamOf(req, PRODUCT_MESSAGES.notFound);
      const input = validate(ZProductActionInput, req.body);
      await answerStaffAction(res, route('admin.products.edit', { id }), { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const change = await deactivateProduct(tx, id);
          if (change.kind === 'missing') throw notFound(PRODUCT_MESSAGES.notFound);
          if (change.kind === 'already') throw refuseAsDone(PRODUCT_MESSAGES.alreadyInactive);
          return {
            record: { action: 'product.deactivate', subjectType: 'product', subjectId: id, before: change.before, after: change.after },
            value: { success: PRODUCT_MESSAGES.deactivated },
          };
        }),
      );
    },
  };
}
