import { useId, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string;
  hint?: string;
  placeholder?: string;
  options: readonly { value: string; label: string }[];
}

/** A labelled select with its hint and error wired up for screen readers (the TextField of selects). */
export function SelectField({ label, error, hint, placeholder, options, className = '', ...selectProps }: SelectFieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {selectProps.required ? (
          <span className="text-red-700" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'block min-h-12 w-full rounded-xl border bg-white px-3 py-2.5 text-base text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 ' +
          (error ? 'border-red-600 focus:outline-red-600' : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:outline-brand-600')
        }
        {...selectProps}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
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
