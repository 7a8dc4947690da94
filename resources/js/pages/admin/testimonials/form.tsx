import { Head, Link, useForm } from '@inertiajs/react';
import { useId, useState } from 'react';
import type { AdminTestimonialFormPageProps } from '#server/admin/testimonials.pages';
import { TESTIMONIAL_LIMITS, TESTIMONIAL_UPLOAD_RULES, TESTIMONIAL_IMAGE_FIELD } from '#server/content/testimonial-form.rules';
import { AuditTrail } from '#js/components/admin/audit-trail';
import { TextField } from '#js/components/ui/text-field';
import { buttonClasses } from '#js/components/ui/button-classes';

const PLACEHOLDER = '/images/testimonials/placeholder.svg';
const IMAGE_RULE = TESTIMONIAL_UPLOAD_RULES[TESTIMONIAL_IMAGE_FIELD];

interface TestimonialForm {
  idempotency_key: string;
  name: string;
  title: string;
  company: string;
  rating: string;
  content: string;
  date: string;
  is_published: boolean;
  remove_image: boolean;
  expected_updated_at: string;
  image: File | null;
}

/** Add or edit a testimonial: who said it, the stars (by tenths), the words, the date, the picture, and whether it shows. */
export default function TestimonialFormPage({ testimonial, submit_url, index_url, today, audit }: AdminTestimonialFormPageProps) {
  const contentId = useId();
  const imageId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const form = useForm<TestimonialForm>({
    idempotency_key: crypto.randomUUID(),
    name: testimonial?.name ?? '',
    title: testimonial?.title ?? '',
    company: testimonial?.company ?? '',
    rating: testimonial ? String(testimonial.rating) : '5',
    content: testimonial?.content ?? '',
    date: testimonial?.date ?? today,
    is_published: testimonial?.is_published ?? true,
    remove_image: false,
    expected_updated_at: testimonial?.updated_at ?? '',
    image: null,
  });
  const { data, errors } = form;
  const heading = testimonial ? `Edit testimonial: ${testimonial.name}` : 'Add a testimonial';
  const formError = errors.idempotency_key ?? errors.expected_updated_at;

  return (
    <>
      <Head title={heading} />
      <div className="mx-auto w-full max-w-3xl space-y-5">
        <div>
          <Link href={index_url} className="text-sm font-semibold text-brand-800 underline">
            Back to testimonials
          </Link>
          <h1 className="mt-2 text-2xl font-bold break-words text-brand-900">{heading}</h1>
        </div>

        <form
          noValidate
          className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6"
          onSubmit={(event) => {
            event.preventDefault();
            // A form sent with a picture is multipart; the server reads both.
            form.post(submit_url, { preserveScroll: true, onSuccess: () => form.setData('idempotency_key', crypto.randomUUID()) });
          }}
        >
          {formError ? <p className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">{formError}</p> : null}
          <TextField label="Name" required maxLength={TESTIMONIAL_LIMITS.nameMax} value={data.name} error={errors.name} onChange={(event) => form.setData('name', event.target.value)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Title (e.g. Teacher)" maxLength={TESTIMONIAL_LIMITS.titleMax} value={data.title} error={errors.title} onChange={(event) => form.setData('title', event.target.value)} />
            <TextField label="Organization" maxLength={TESTIMONIAL_LIMITS.companyMax} value={data.company} error={errors.company} onChange={(event) => form.setData('company', event.target.value)} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              label="Rating (stars, 0 to 5)"
              required
              type="number"
              inputMode="decimal"
              min={0}
              max={TESTIMONIAL_LIMITS.ratingMaxStars}
              step={0.1}
              value={data.rating}
              error={errors.rating}
              hint="By tenths of a star, e.g. 4.5."
              onChange={(event) => form.setData('rating', event.target.value)}
            />
            <TextField label="Date" required type="date" max={today} value={data.date} error={errors.date} onChange={(event) => form.setData('date', event.target.value)} />
          </div>

          <div>
            <label htmlFor={contentId} className="mb-1.5 block text-sm font-semibold text-slate-800">
              Testimonial<span className="text-red-700" aria-hidden="true"> *</span>
            </label>
            <textarea
              id={contentId}
              rows={5}
              maxLength={TESTIMONIAL_LIMITS.contentMax}
              value={data.content}
              onChange={(event) => form.setData('content', event.target.value)}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={errors.content ? `${contentId}-error` : undefined}
              className={`block w-full rounded-xl border bg-white px-4 py-2.5 text-base text-slate-900 ${errors.content ? 'border-red-600' : 'border-slate-300'}`}
            />
            {errors.content ? (
              <p id={`${contentId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                {errors.content}
              </p>
            ) : null}
          </div>

          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-800">Picture</legend>
            <div className="flex items-center gap-4">
              <img
                src={preview ?? (data.remove_image ? null : testimonial?.image) ?? PLACEHOLDER}
                alt=""
                width={56}
                height={56}
                className="size-14 shrink-0 rounded-full bg-brand-50 object-cover"
              />
              <div className="min-w-0 flex-1">
                <label htmlFor={imageId} className="block text-sm text-slate-800">
                  Choose a picture (JPG, PNG or WebP, at most 5 MB; cropped to a square)
                </label>
                <input
                  id={imageId}
                  type="file"
                  accept={IMAGE_RULE.extensions.join(',')}
                  aria-invalid={errors.image ? true : undefined}
                  aria-describedby={errors.image ? `${imageId}-error` : undefined}
                  className="mt-1 block w-full text-sm text-slate-800 file:mr-3 file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-800"
                  onChange={(event) => {
                    const file = event.target.files?.[0] ?? null;
                    form.setData('image', file);
                    setPreview(file ? URL.createObjectURL(file) : null);
                  }}
                />
                {errors.image ? (
                  <p id={`${imageId}-error`} className="mt-1.5 text-sm font-medium text-red-700">
                    {errors.image}
                  </p>
                ) : null}
              </div>
            </div>
            {testimonial?.image ? (
              <label className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="size-4" checked={data.remove_image} onChange={(event) => form.setData('remove_image', event.target.checked)} />
                Remove the current picture
              </label>
            ) : null}
          </fieldset>

          <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <input type="checkbox" className="size-4" checked={data.is_published} onChange={(event) => form.setData('is_published', event.target.checked)} />
            Published (shown on the testimonials page and the home page)
          </label>

          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClasses('primary', 'md')} disabled={form.processing}>
              {testimonial ? 'Save testimonial' : 'Add testimonial'}
            </button>
            <Link href={index_url} className={buttonClasses('secondary', 'md')}>
              Cancel
            </Link>
          </div>
        </form>

        {testimonial ? (
          <section aria-labelledby="testimonial-audit" className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5">
            <h2 id="testimonial-audit" className="text-lg font-semibold text-brand-900">
              Staff actions
            </h2>
            <div className="mt-3">
              <AuditTrail events={audit} />
            </div>
          </section>
        ) : null}
      </div>
    </>
  );
}
