import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { notFound } from '#server/http/errors.js';
import { idParamOf } from '#server/http/route-params.js';
import { validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { TAXONOMY_KINDS, TAXONOMY_MESSAGES, TAXONOMY_NOUNS, type TaxonomyKind } from '#server/catalog/taxonomy.rules.js';
import { ZTaxonomyEntryInput } from '#server/catalog/taxonomy.schemas.js';
import { createTaxonomyEntry, findTaxonomyLists, forgetCachedTaxonomy, updateTaxonomyEntry } from '#server/catalog/taxonomy.service.js';
import { answerStaffAction, refuseAsDone, staffActorOf } from './staff-action-answers.js';
import { runStaffAction, type AuditSubjectType } from './staff-audit.service.js';
import type { AdminTaxonomyPageProps } from './taxonomy.pages.js';

// Routes admin.taxonomy, .store and .update (issue 15 item 3; docs/decisions/108): school levels, grades and
// product types, each change audited.

const SUBJECT_TYPES: Record<TaxonomyKind, AuditSubjectType> = { levels: 'school-level', grades: 'grade', types: 'product-type' };

function kindOf(req: Request): TaxonomyKind {
  const kind = req.params.kind;
  if (!(TAXONOMY_KINDS as readonly string[]).includes(kind as string)) throw notFound(TAXONOMY_MESSAGES.notFound);
  return kind as TaxonomyKind;
}

export function taxonomyController(db: PrismaClient) {
  const pageUrl = route('admin.taxonomy');

  return {
    async index(_req: Request, res: Response) {
      const props: AdminTaxonomyPageProps = {
        breadcrumbs: [{ label: 'Dashboard', href: route('admin.dashboard') }, { label: 'Levels, grades and types' }],
        ...(await findTaxonomyLists(db)),
      };
      await res.inertia.render('admin/taxonomy', { ...props });
    },

    async store(req: Request, res: Response) {
      const kind = kindOf(req);
      const input = validate(ZTaxonomyEntryInput, req.body);
      await answerStaffAction(res, pageUrl, { db, idempotencyKey: input.idempotency_key }, async () => {
        const outcome = await runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const created = await createTaxonomyEntry(tx, kind, input);
          return {
            record: { action: `${SUBJECT_TYPES[kind]}.create`, subjectType: SUBJECT_TYPES[kind], subjectId: created.id, after: created.after },
            value: { success: `${TAXONOMY_NOUNS[kind]} “${created.after.name}” added.` },
          };
        });
        if (outcome.kind === 'done') forgetCachedTaxonomy();
        return outcome;
      });
    },

    async update(req: Request, res: Response) {
      const kind = kindOf(req);
      const id = idParamOf(req, TAXONOMY_MESSAGES.notFound);
      const input = validate(ZTaxonomyEntryInput, req.body);
      await answerStaffAction(res, pageUrl, { db, idempotencyKey: input.idempotency_key }, async () => {
        const outcome = await runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const update = await updateTaxonomyEntry(tx, kind, id, input);
          if (update.kind === 'missing') throw notFound(TAXONOMY_MESSAGES.notFound);
          if (update.kind === 'unchanged') throw refuseAsDone(TAXONOMY_MESSAGES.unchanged);
          return {
            record: { action: `${SUBJECT_TYPES[kind]}.update`, subjectType: SUBJECT_TYPES[kind], subjectId: id, before: update.before, after: update.after },
            value: { success: `${TAXONOMY_NOUNS[kind]} “${update.after.name}” saved.` },
          };
        });
        if (outcome.kind === 'done') forgetCachedTaxonomy();
        return outcome;
      });
    },
  };
}
