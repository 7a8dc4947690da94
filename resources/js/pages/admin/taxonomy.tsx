import { Head } from '@inertiajs/react';
import type { AdminTaxonomyPageProps } from '#server/admin/taxonomy.pages';
import type { TaxonomyEntry } from '#server/catalog/taxonomy.service';
import { route } from '#server/route-table';
import { NAMES_THE_SHOP_USES, TAXONOMY_LIMITS, TAXONOMY_NOUNS, type TaxonomyKind } from '#server/catalog/taxonomy.rules';
import { useStaffForm } from '#js/components/admin/use-staff-form';
import { buttonClasses } from '#js/components/ui/button-classes';

// School levels, grades and product types: names, slugs and order (issue 15 item 3; docs/decisions/108).

const INPUT =
  'block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm text-slate-900 focus:border-brand-600 focus:outline-2 focus:outline-brand-200 aria-invalid:border-red-600';

interface EntryFormProps {
  kind: TaxonomyKind;
  entry?: TaxonomyEntry;
  levels: TaxonomyEntry[];
}

/** One row's form (an existing entry) or the "add" form (no entry); each posts into its own error bag. */
function EntryForm({ kind, entry, levels }: EntryFormProps) {
  const bag = `${kind}-${entry?.id ?? 'new'}`;
  const { form, submit } = useStaffForm(bag, {
    name: entry?.name ?? '',
    slug: entry?.slug ?? '',
    sort_order: String(entry?.sort_order ?? 0),
    level_id: entry?.level_id ? String(entry.level_id) : '',
  });
  const errors = form.errors as Record<string, string | undefined>;
  const usedByShop = kind !== 'grades' && entry && NAMES_THE_SHOP_USES[kind].includes(entry.name);
  const label = (field: string) => `${field}${entry ? ` of ${entry.name}` : ` of the new ${TAXONOMY_NOUNS[kind].toLowerCase()}`}`;
  const errorText = [errors.name, errors.slug, errors.sort_order, errors.level_id, errors.idempotency_key].filter(Boolean);

  return (
    <form
      noValidate
      className="grid grid-cols-2 items-start gap-2 py-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_5rem_auto] lg:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_minmax(0,2fr)_5rem_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        if (entry && usedByShop && form.data.name !== entry.name && !window.confirm(`The shop looks for “${entry.name}” by name. Rename it anyway?`)) return;
        submit(entry ? route('admin.taxonomy.update', { kind, id: entry.id }) : route('admin.taxonomy.store', { kind }), entry ? undefined : () => form.reset());
      }}
    >
      <input aria-label={label('Name')} placeholder="Name" value={form.data.name} maxLength={TAXONOMY_LIMITS.name} aria-invalid={errors.name ? true : undefined} onChange={(event) => form.setData('name', event.target.value)} className={`${INPUT} col-span-2 sm:col-span-1`} />
      <input aria-label={label('Slug')} placeholder="slug (from the name)" value={form.data.slug} maxLength={TAXONOMY_LIMITS.slug} aria-invalid={errors.slug ? true : undefined} onChange={(event) => form.setData('slug', event.target.value)} className={INPUT} />
      {kind === 'grades' ? (
        <select aria-label={label('School level')} value={form.data.level_id} aria-invalid={errors.level_id ? true : undefined} onChange={(event) => form.setData('level_id', event.target.value)} className={INPUT}>
          <option value="">School level…</option>
          {levels.map((level) => (
            <option key={level.id} value={String(level.id)}>
              {level.name}
            </option>
          ))}
        </select>
      ) : (
        <span className="hidden lg:block" aria-hidden="true" />
      )}
      <input aria-label={label('Order')} inputMode="numeric" value={form.data.sort_order} aria-invalid={errors.sort_order ? true : undefined} onChange={(event) => form.setData('sort_order', event.target.value)} className={INPUT} />
      <button type="submit" disabled={form.processing} className={buttonClasses(entry ? 'secondary' : 'primary', 'sm')}>
        {entry ? 'Save' : 'Add'}
      </button>
      {entry || errorText.length ? (
        <p className="col-span-full text-xs text-slate-600">
          {errorText.length ? (
            <span role="alert" className="block font-medium text-red-700">
              {errorText.join(' ')}
            </span>
          ) : null}
          {entry ? `${entry.products_count === 1 ? '1 product' : `${entry.products_count} products`}${usedByShop ? ' · the shop looks for this name' : ''}` : null}
        </p>
      ) : null}
    </form>
  );
}

function TaxonomySection({ kind, entries, levels, intro }: { kind: TaxonomyKind; entries: TaxonomyEntry[]; levels: TaxonomyEntry[]; intro: string }) {
  const headingId = `taxonomy-${kind}`;
  const title = { levels: 'School levels', grades: 'Grades', types: 'Product types' }[kind];
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-xs sm:p-6">
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{intro}</p>
      <div className="divide-y divide-slate-200">
        {entries.map((entry) => (
          // A saved entry remounts with what was saved.
          <EntryForm key={`${entry.id}-${entry.name}-${entry.slug}-${entry.sort_order}-${entry.level_id ?? ''}`} kind={kind} entry={entry} levels={levels} />
        ))}
        <div className="pt-2">
          <h3 className="text-sm font-semibold text-slate-800">Add a {TAXONOMY_NOUNS[kind].toLowerCase()}</h3>
          <EntryForm kind={kind} levels={levels} />
        </div>
      </div>
    </section>
  );
}

/** The shop's filters and menus: levels, the grades within each level, and the product types. */
export default function AdminTaxonomy({ levels, grades, types }: AdminTaxonomyPageProps) {
  return (
    <>
      <Head title="Levels, grades and types" />
      <div className="mx-auto w-full max-w-5xl space-y-6">
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900">Levels, grades and types</h1>
          <p className="mt-1 text-slate-700">
            Names show in the shop's menu and filters, lowest order first. Entries in use by products are renamed, never deleted.
          </p>
        </div>
        <TaxonomySection kind="levels" entries={levels} levels={levels} intro="The shop menu's school levels (Pre-K, Elementary, ...)." />
        <TaxonomySection kind="grades" entries={grades} levels={levels} intro="Each grade belongs to one school level." />
        <TaxonomySection kind="types" entries={types} levels={levels} intro="Classroom programs, videos, dolls, coloring books, ..." />
      </div>
    </>
  );
}
