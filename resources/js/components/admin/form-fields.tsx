import type { ReactNode } from 'react';

// Labelled inputs for the staff forms: the error under the field, tied to it for screen readers.

export const inputClasses = (invalid: boolean) =>
  `block w-full rounded-lg border bg-white px-3 py-2 text-sm text-slate-900 ${invalid ? 'border-red-600' : 'border-slate-300'}`;

export function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="mt-1 text-sm font-medium text-red-700">
      {message}
    </p>
  ) : null;
}

/** A label, the control (given its id and aria attributes by `render`), a hint and the error. */
export function Field({
  id,
  label,
  error,
  hint,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  children: (control: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string; className: string }) => ReactNode;
}) {
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-slate-800">
        {label}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className="mt-1">{children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, className: inputClasses(Boolean(error)) })}</div>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

/** A group of checkboxes over a list of options (products, levels, account types). */
export function CheckboxGroup({
  id,
  legend,
  hint,
  options,
  value,
  onChange,
  error,
  scroll = false,
}: {
  id: string;
  legend: string;
  hint?: string;
  options: { id: number; label: string }[];
  value: number[];
  onChange: (next: number[]) => void;
  error?: string;
  scroll?: boolean;
}) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="text-sm font-semibold text-slate-800">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      <div className={`mt-1 grid gap-1 sm:grid-cols-2 ${scroll ? 'max-h-56 overflow-y-auto rounded-lg border border-slate-200 p-2' : ''}`}>
        {options.map((option) => (
          <label key={option.id} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="checkbox"
              className="mt-0.5 size-4"
              checked={value.includes(option.id)}
              onChange={(event) => onChange(event.target.checked ? [...value, option.id] : value.filter((item) => item !== option.id))}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
