import { useForm } from '@inertiajs/react';
import { useId, useState, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import type { ProductFormData, ProductFormOptions } from '#server/catalog/product-editor.service';
import { PRODUCT_LIMITS, slugifyTitle } from '#server/catalog/product-editor.rules';
import { TextField } from '#js/components/ui/text-field';
import { buttonClasses } from '#js/components/ui/button-classes';

// The staff product form (create and edit; docs/decisions/105). Prices are typed in dollars; the server checks every
// field again and answers with the same messages. Image, gallery, videos and guides are edited on the media page.

const FIELD =
  'block w-full rounded-xl border bg-white px-4 py-2.5 text-base text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 ' +
  'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:outline-brand-600 aria-invalid:border-red-600';

function FieldShell({ label, hint, error, children }: { label: string; hint?: string; error?: string; children: (ids: { id: string; describedBy?: string }) => ReactNode }) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {children({ id, describedBy })}
      {hint ? (
        <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function TextArea({ label, hint, error, ...props }: { label: string; hint?: string; error?: string } & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy }) => <textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={FIELD} {...props} />}
    </FieldShell>
  );
}

function Select({
  label,
  hint,
  error,
  options,
  noneLabel,
  ...props
}: { label: string; hint?: string; error?: string; options: { value: string; label: string }[]; noneLabel: string } & SelectHTMLAttributes<HTMLSelectElement>) {
  return (
    <FieldShell label={label} hint={hint} error={error}>
      {({ id, describedBy }) => (
        <select id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={`${FIELD} min-h-12`} {...props}>
          <option value="">{noneLabel}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

function Checkbox({ label, hint, checked, onChange, error }: { label: string; hint?: string; checked: boolean; onChange: (checked: boolean) => void; error?: string }) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <input id={id} type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} className="mt-1 size-5 shrink-0 accent-brand-700" />
      <label htmlFor={id} className="text-sm text-slate-800">
        <span className="font-semibold">{label}</span>
        {hint ? <span className="block text-slate-600">{hint}</span> : null}
        {error ? <span className="block font-medium text-red-700">{error}</span> : null}
      </label>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <legend className="px-1 text-lg font-bold text-slate-900">{title}</legend>
      <div className="mt-2 grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

const MARKDOWN_HINT = 'Markdown: a blank line starts a paragraph; **bold**, *italic*, - lists and [links](https://…). Shown sanitized in the shop.';

export interface ProductFormProps {
  initial: ProductFormData;
  options: ProductFormOptions;
  action: string;
  submitLabel: string;
  /** Edit only: the product's updated_at as this form was opened (a stale save is refused). */
  expectedUpdatedAt?: string;
}

export function ProductForm({ initial, options, action, submitLabel, expectedUpdatedAt }: ProductFormProps) {
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm({ ...initial, idempotency_key: idempotencyKey, ...(expectedUpdatedAt ? { expected_updated_at: expectedUpdatedAt } : {}) });
  const { data, errors } = form;
  const fieldErrors = errors as Record<string, string | undefined>;
  // On a new product the slug follows the title until staff type their own.
  const [slugTouched, setSlugTouched] = useState(Boolean(initial.slug));
  const grades = options.grades.filter((grade) => !data.level_id || grade.level_id === data.level_id);

  function setComboItems(items: ProductFormData['combo_items']) {
    form.setData('combo_items', items);
  }

  return (
    <form
      noValidate
      className="mt-6 space-y-6"
      onSubmit={(event) => {
        event.preventDefault();
        form.post(action, {
          preserveScroll: (page) => Object.keys(page.props.errors ?? {}).length > 0,
          // The first field to correct may be far above the button: take the keyboard (and the eye) there.
          onError: () => requestAnimationFrame(() => document.querySelector<HTMLElement>('form [aria-invalid="true"]')?.focus()),
        });
      }}
    >
      <Section title="Product">
        <TextField
          label="Title"
          required
          value={data.title}
          maxLength={PRODUCT_LIMITS.title}
          error={errors.title}
          onChange={(event) => {
            form.setData((previous) => ({ ...previous, title: event.target.value, ...(slugTouched ? {} : { slug: slugifyTitle(event.target.value) }) }));
          }}
          className="sm:col-span-2"
        />
        <TextField
          label="Slug"
          value={data.slug}
          maxLength={PRODUCT_LIMITS.slug}
          error={errors.slug}
          hint="The product's address in the shop. Links with an older slug keep leading here. Leave empty to make one from the title."
          onChange={(event) => {
            setSlugTouched(true);
            form.setData('slug', event.target.value);
          }}
        />
        <TextField label="SKU" value={data.sku} maxLength={PRODUCT_LIMITS.sku} error={errors.sku} onChange={(event) => form.setData('sku', event.target.value)} />
        <TextField
          label="Subtitle"
          value={data.subtitle}
          maxLength={PRODUCT_LIMITS.subtitle}
          error={errors.subtitle}
          onChange={(event) => form.setData('subtitle', event.target.value)}
          className="sm:col-span-2"
        />
        <TextField
          label="Price (dollars)"
          required
          inputMode="decimal"
          value={data.price}
          error={errors.price}
          placeholder="25.00"
          onChange={(event) => form.setData('price', event.target.value)}
        />
        <TextField
          label="Special price (dollars)"
          inputMode="decimal"
          value={data.special_price}
          error={errors.special_price}
          hint="Optional: the sale price, below the price."
          onChange={(event) => form.setData('special_price', event.target.value)}
        />
      </Section>

      <Section title="Descriptions">
        <div className="sm:col-span-2">
          <TextArea
            label="Short description"
            rows={3}
            value={data.short_description}
            maxLength={PRODUCT_LIMITS.shortDescription}
            error={errors.short_description}
            hint="Plain text, shown beside the price."
            onChange={(event) => form.setData('short_description', event.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <TextArea
            label="Description"
            rows={8}
            value={data.description}
            maxLength={PRODUCT_LIMITS.richText}
            error={errors.description}
            hint={MARKDOWN_HINT}
            onChange={(event) => form.setData('description', event.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <TextArea
            label="Video description"
            rows={5}
            value={data.video_description}
            maxLength={PRODUCT_LIMITS.richText}
            error={errors.video_description}
            hint={MARKDOWN_HINT}
            onChange={(event) => form.setData('video_description', event.target.value)}
          />
        </div>
      </Section>

      <Section title="Spanish (optional)">
        <p className="text-sm text-slate-600 sm:col-span-2">
          Shown to visitors who read the shop in Spanish. Leave a field empty and they see the English one instead.
        </p>
        <TextField
          label="Spanish title"
          lang="es"
          value={data.title_es}
          maxLength={PRODUCT_LIMITS.title}
          error={fieldErrors.title_es}
          onChange={(event) => form.setData('title_es', event.target.value)}
          className="sm:col-span-2"
        />
        <TextField
          label="Spanish subtitle"
          lang="es"
          value={data.subtitle_es}
          maxLength={PRODUCT_LIMITS.subtitle}
          error={fieldErrors.subtitle_es}
          onChange={(event) => form.setData('subtitle_es', event.target.value)}
          className="sm:col-span-2"
        />
        <div className="sm:col-span-2">
          <TextArea
            label="Spanish short description"
            lang="es"
            rows={3}
            value={data.short_description_es}
            maxLength={PRODUCT_LIMITS.shortDescription}
            error={fieldErrors.short_description_es}
            hint="Plain text, shown beside the price."
            onChange={(event) => form.setData('short_description_es', event.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <TextArea
            label="Spanish description"
            lang="es"
            rows={8}
            value={data.description_es}
            maxLength={PRODUCT_LIMITS.richText}
            error={fieldErrors.description_es}
            hint={MARKDOWN_HINT}
            onChange={(event) => form.setData('description_es', event.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <TextArea
            label="Spanish video description"
            lang="es"
            rows={5}
            value={data.video_description_es}
            maxLength={PRODUCT_LIMITS.richText}
            error={fieldErrors.video_description_es}
            hint={MARKDOWN_HINT}
            onChange={(event) => form.setData('video_description_es', event.target.value)}
          />
        </div>
      </Section>

      <Section title="Where it shows">
        <Select
          label="School level"
          value={data.level_id}
          options={options.levels}
          noneLabel="No level"
          error={errors.level_id}
          onChange={(event) => {
            const level_id = event.target.value;
            const gradeStays = options.grades.some((grade) => grade.value === data.grade_id && grade.level_id === level_id);
            form.setData((previous) => ({ ...previous, level_id, grade_id: gradeStays ? previous.grade_id : '' }));
          }}
        />
        <Select label="Grade" value={data.grade_id} options={grades} noneLabel="No grade" error={errors.grade_id} onChange={(event) => form.setData('grade_id', event.target.value)} />
        <Select label="Type" value={data.type_id} options={options.types} noneLabel="No type" error={errors.type_id} onChange={(event) => form.setData('type_id', event.target.value)} />
        <Select
          label="Audience (account type)"
          value={data.account_type_id}
          options={options.account_types}
          noneLabel="Everyone"
          error={errors.account_type_id}
          hint="Schools (5): one licence per school, bought once."
          onChange={(event) => form.setData('account_type_id', event.target.value)}
        />
        <TextField label="Category" value={data.category} maxLength={PRODUCT_LIMITS.category} error={errors.category} onChange={(event) => form.setData('category', event.target.value)} />
        <TextField
          label="Tags"
          value={data.tags}
          error={errors.tags}
          hint={`Separated by commas, at most ${PRODUCT_LIMITS.tags}.`}
          onChange={(event) => form.setData('tags', event.target.value)}
        />
        <Checkbox label="Best seller" hint="Listed with the best sellers, in the order below." checked={data.is_best_seller} error={errors.is_best_seller} onChange={(checked) => form.setData('is_best_seller', checked)} />
        <TextField
          label="Order"
          inputMode="numeric"
          value={data.sort_order}
          error={errors.sort_order}
          hint="Lower numbers come first among best sellers and in the shop's default order."
          onChange={(event) => form.setData('sort_order', event.target.value)}
        />
      </Section>

      <Section title="What a purchase gives">
        <Checkbox label="Licensed video or program" hint="A purchase grants streaming for a year." checked={data.is_licensed} onChange={(checked) => form.setData('is_licensed', checked)} />
        <Checkbox label="Hard copy" hint="Physical goods, shipped." checked={data.is_hard_copy} onChange={(checked) => form.setData('is_hard_copy', checked)} />
        <Checkbox label="Preview accounts can watch the video" checked={data.preview_video_account} onChange={(checked) => form.setData('preview_video_account', checked)} />
        <Checkbox label="Trainer accounts can watch the video" checked={data.trainer_video_account} onChange={(checked) => form.setData('trainer_video_account', checked)} />
      </Section>

      <fieldset className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
        <legend className="px-1 text-lg font-bold text-slate-900">Combo items</legend>
        <p className="text-sm text-slate-600">For a bundle: the products it contains, with quantities.</p>
        {fieldErrors.combo_items ? <p className="mt-2 text-sm font-medium text-red-700">{fieldErrors.combo_items}</p> : null}
        <ul className="mt-3 space-y-3">
          {data.combo_items.map((item, index) => (
            <li key={index} className="grid grid-cols-[1fr_6rem] items-end gap-3 sm:grid-cols-[1fr_7rem_auto]">
              <Select
                label={`Item ${index + 1}`}
                value={item.product_id}
                options={options.combo_products}
                noneLabel="Choose a product"
                error={fieldErrors[`combo_items.${index}.product_id`]}
                onChange={(event) => setComboItems(data.combo_items.map((row, n) => (n === index ? { ...row, product_id: event.target.value } : row)))}
              />
              <TextField
                label="Quantity"
                inputMode="numeric"
                value={item.quantity}
                error={fieldErrors[`combo_items.${index}.quantity`]}
                onChange={(event) => setComboItems(data.combo_items.map((row, n) => (n === index ? { ...row, quantity: event.target.value } : row)))}
              />
              <button type="button" className={buttonClasses('ghost', 'sm', 'col-span-2 justify-self-start sm:col-span-1 sm:mb-1.5')} onClick={() => setComboItems(data.combo_items.filter((_row, n) => n !== index))}>
                Remove<span className="sr-only"> item {index + 1}</span>
              </button>
            </li>
          ))}
        </ul>
        {data.combo_items.length < PRODUCT_LIMITS.comboItems ? (
          <button type="button" className={buttonClasses('secondary', 'sm', 'mt-3')} onClick={() => setComboItems([...data.combo_items, { product_id: '', quantity: '1' }])}>
            Add a product to the combo
          </button>
        ) : null}
      </fieldset>

      <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
        <Checkbox label="Active (on sale in the shop)" checked={data.is_active} error={errors.is_active} onChange={(checked) => form.setData('is_active', checked)} />
        <button type="submit" disabled={form.processing} className={buttonClasses('primary', 'lg', 'ml-auto')}>
          {form.processing ? 'Saving…' : submitLabel}
        </button>
      </div>
      {Object.keys(errors).length ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {Object.keys(errors).length === 1 ? 'Please correct the field marked above.' : `Please correct the ${Object.keys(errors).length} fields marked above.`}
        </p>
      ) : null}
      {fieldErrors.expected_updated_at || fieldErrors.idempotency_key ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {fieldErrors.expected_updated_at ?? fieldErrors.idempotency_key}
        </p>
      ) : null}
    </form>
  );
}
