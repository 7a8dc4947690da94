import type { ReactNode } from 'react';

/** One numbered step of the checkout (storefront §2 "Checkout page": the sections in order). */
export function CheckoutSection({
  step,
  id,
  title,
  aside,
  children,
}: {
  step: number;
  id: string;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${id}-title`} className="flex items-center gap-3 text-lg font-extrabold text-slate-900">
          <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
            {step}
          </span>
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** A radio choice drawn as a card: the whole card is the label. */
export function ChoiceCard({
  name,
  value,
  checked,
  onChange,
  children,
  testId,
  disabled = false,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  children: ReactNode;
  testId?: string;
  disabled?: boolean;
}) {
  return (
    <label
      data-testid={testId}
      className={`flex cursor-pointer items-start gap-3 rounded-xl border p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600 ${
        checked ? 'border-brand-600 bg-brand-50/60 ring-1 ring-brand-600' : 'border-slate-200 hover:border-slate-300 hover:bg-slate-50'
      } ${disabled ? 'cursor-not-allowed opacity-60' : ''}`}
    >
      <input
        type="radio"
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={onChange}
        className="mt-1 size-4 shrink-0 accent-brand-700"
      />
      <span className="min-w-0 flex-1 text-sm text-slate-700">{children}</span>
    </label>
  );
}
