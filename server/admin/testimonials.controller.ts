import type { Request, RequestHandler, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import type { FileStorage } from '#server/shared/file-storage.js';
import { notFound, ValidationError } from '#server/http/errors.js';
import { idParamOf } from '#server/http/route-params.js';
import { acceptUploads, checkUploads, readUploadBytes } from '#server/http/uploads.js';
import { toFieldErrors, validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { shopDateOf } from '#server/shared/shop-time-zone.js';
import { REORDER_MESSAGES, ZReorderInput } from '#server/shared/staff-reorder.rules.js';
import { TESTIMONIAL_IMAGE_FIELD, TESTIMONIAL_MESSAGES, TESTIMONIAL_UPLOAD_RULES } from '#server/content/testimonial-form.rules.js';
import { ZCreateTestimonialInput, ZUpdateTestimonialInput } from '#server/content/testimonial-form.schemas.js';
import {
  createTestimonialAsStaff,
  findTestimonialForStaff,
  listTestimonialsForStaff,
  reorderTestimonials,
  updateTestimonialAsStaff,
  type TestimonialValues,
} from '#server/content/testimonial-editing.service.js';
import { removeTestimonialImage, storeTestimonialImage, UnreadableImageError } from '#server/content/testimonial-images.service.js';
import { listStaffActionsFor, runStaffAction } from './staff-audit.service.js';
import { answerStaffAction, refuseAsDone, refuseAsStale, staffActorOf, type StaffActionAnswer } from './staff-action-answers.js';
import type { AdminTestimonialFormPageProps, AdminTestimonialsPageProps } from './testimonials.pages.js';

type Parsed<T> = { data: T; errors: null } | { data: null; errors: Record<string, string> };

function parseForm<T>(schema: { safeParse(input: unknown): { success: true; data: T } | { success: false; error: Parameters<typeof toFieldErrors>[0] } }, body: unknown): Parsed<T> {
  const result = schema.safeParse(body ?? {});
  return result.success ? { data: result.data, errors: null } : { data: null, errors: toFieldErrors(result.error) };
}

const valuesOf = (input: { name: string; title: string | null; company: string | null; rating: number; content: string; date: string; is_published: boolean }): TestimonialValues => ({
  name: input.name,
  title: input.title,
  company: input.company,
  ratingTenths: input.rating,
  content: input.content,
  date: input.date,
  isPublished: input.is_published,
});

/** Routes admin.testimonials, .create, .store, .edit, .update and .reorder (issue 15 item 6; docs/decisions/121). */
export function testimonialsController({ storage, db, logger }: { storage: FileStorage; db: PrismaClient; logger: Logger }) {
  const indexUrl = route('admin.testimonials');
  const logLeftover = (error: unknown) => logger.warn({ err: error }, 'testimonial picture could not be deleted');
  const crumbs = [{ label: 'Dashboard', href: route('admin.dashboard') }, { label: 'Testimonials', href: indexUrl }];

  /** The form's fields and its picture checked together, so every message shows at once; the picture stored last. */
  async function readForm<T>(req: Request, schema: Parameters<typeof parseForm<T>>[0]): Promise<{ input: T; image: string | undefined }> {
    const parsed = parseForm<T>(schema, req.body);
    const uploads = await checkUploads(storage, req, TESTIMONIAL_UPLOAD_RULES);
    const errors = { ...uploads.errors, ...(parsed.errors ?? {}) };
    if (!parsed.data || Object.keys(errors).length > 0) throw new ValidationError(errors);
    const upload = uploads.files[TESTIMONIAL_IMAGE_FIELD];
    if (!upload) return { input: parsed.data, image: undefined };
    try {
      return { input: parsed.data, image: await storeTestimonialImage(storage, await readUploadBytes(storage, upload)) };
    } catch (error) {
      if (error instanceof UnreadableImageError) throw new ValidationError({ [TESTIMONIAL_IMAGE_FIELD]: TESTIMONIAL_MESSAGES.imageUnreadable });
      throw error;
    }
  }

  /** A picture written for an action that then did not happen is deleted again. */
  async function withStoredImage<T>(image: string | undefined, perform: () => Promise<T & { kind: string }>): Promise<T & { kind: string }> {
    try {
      const outcome = await perform();
      if (outcome.kind === 'repeated') await removeTestimonialImage(storage, image).catch(logLeftover);
      return outcome;
    } catch (error) {
      await removeTestimonialImage(storage, image).catch(logLeftover);
      throw error;
    }
  }

  const formProps = async (testimonial: AdminTestimonialFormPageProps['testimonial'], submitUrl: string, label: string): Promise<AdminTestimonialFormPageProps> => ({
    breadcrumbs: [...crumbs, { label }],
    testimonial,
    submit_url: submitUrl,
    index_url: indexUrl,
    today: shopDateOf(new Date()),
    audit: testimonial ? await listStaffActionsFor(db, { subjectType: 'testimonial', subjectId: testimonial.id }) : [],
  });

  return {
    async index(_req: Request, res: Response) {
      const rows = await listTestimonialsForStaff(db);
      const props: AdminTestimonialsPageProps = {
        breadcrumbs: [crumbs[0], { label: 'Testimonials' }],
        testimonials: rows.map((row) => ({ ...row, edit_url: route('admin.testimonials.edit', { id: row.id }) })),
        create_url: route('admin.testimonials.create'),
        reorder_url: route('admin.testimonials.reorder'),
      };
      await res.inertia.render('admin/testimonials/index', props);
    },

    async create(_req: Request, res: Response) {
      await res.inertia.render('admin/testimonials/form', await formProps(null, route('admin.testimonials.store'), 'Add a testimonial'));
    },

    async edit(req: Request, res: Response) {
      const id = idParamOf(req, TESTIMONIAL_MESSAGES.notFound);
      const testimonial = await findTestimonialForStaff(db, id);
      if (!testimonial) throw notFound(TESTIMONIAL_MESSAGES.notFound);
      await res.inertia.render('admin/testimonials/form', await formProps(testimonial, route('admin.testimonials.update', { id }), testimonial.name));
    },

    store: [
      acceptUploads(storage, TESTIMONIAL_UPLOAD_RULES),
      async (req: Request, res: Response) => {
        const { input, image } = await readForm(req, ZCreateTestimonialInput);
        await answerStaffAction(res, indexUrl, { db, idempotencyKey: input.idempotency_key, redirectTo: indexUrl }, () =>
          withStoredImage(image, () =>
            runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
              const created = await createTestimonialAsStaff(tx, valuesOf(input), image ?? null);
              return {
                record: { action: 'testimonial.create', subjectType: 'testimonial', subjectId: created.id, after: created.after },
                value: { success: TESTIMONIAL_MESSAGES.created } satisfies StaffActionAnswer,
              };
            }),
          ),
        );
      },
    ] satisfies RequestHandler[],

    update: [
      acceptUploads(storage, TESTIMONIAL_UPLOAD_RULES),
      async (req: Request, res: Response) => {
        const id = idParamOf(req, TESTIMONIAL_MESSAGES.notFound);
        const { input, image } = await readForm(req, ZUpdateTestimonialInput);
        const nextImage = image ?? (input.remove_image ? null : undefined);
        let replaced: string | null = null;
        await answerStaffAction(res, indexUrl, { db, idempotencyKey: input.idempotency_key, redirectTo: indexUrl }, () =>
          withStoredImage(image, () =>
            runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
              const update = await updateTestimonialAsStaff(tx, id, input.expected_updated_at, valuesOf(input), nextImage);
              if (update.kind === 'missing') throw notFound(TESTIMONIAL_MESSAGES.notFound);
              if (update.kind === 'stale') throw refuseAsStale(TESTIMONIAL_MESSAGES.stale);
              replaced = update.replacedImage;
              return {
                record: { action: 'testimonial.update', subjectType: 'testimonial', subjectId: id, before: update.before, after: update.after },
                value: { success: TESTIMONIAL_MESSAGES.updated } satisfies StaffActionAnswer,
              };
            }),
          ),
        );
        // Only after the row points at the new picture (or none) is the old file deleted.
        await removeTestimonialImage(storage, replaced).catch(logLeftover);
      },
    ] satisfies RequestHandler[],

    async reorder(req: Request, res: Response) {
      const input = validate(ZReorderInput, req.body);
      await answerStaffAction(res, indexUrl, { db, idempotencyKey: input.idempotency_key }, () =>
        runStaffAction(db, staffActorOf(req), input.idempotency_key, async (tx) => {
          const outcome = await reorderTestimonials(tx, input);
          if (outcome.kind === 'stale') throw refuseAsStale(REORDER_MESSAGES.stale);
          if (outcome.kind === 'already') throw refuseAsDone(REORDER_MESSAGES.unchanged);
          const moved = outcome.after.find((id, index) => outcome.before[index] !== id) ?? outcome.after[0];
          return {
            record: { action: 'testimonial.reorder', subjectType: 'testimonial', subjectId: moved, before: { order: outcome.before }, after: { order: outcome.after } },
            value: { success: TESTIMONIAL_MESSAGES.reordered } satisfies StaffActionAnswer,
          };
        }),
      );
    },
  };
}
