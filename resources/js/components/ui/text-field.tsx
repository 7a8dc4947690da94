import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field; also marks the field invalid for assistive technology. */
  error?: string;
  /** Extra content on the label row, e.g. a "Forgot Password?" link. */
  labelAside?: ReactNode;
  hint?: string;
}

export function TextField({ label, error, labelAside, hint, className = '', ...inputProps }: TextFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className={className}>
      <div className="mb-1.5 flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-slate-800">
          {label}
          {inputProps.required ? (
            <span className="text-red-700" aria-hidden="true">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {labelAside}
      </div>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={
          'block min-h-11 w-full rounded-xl border bg-white px-4 py-2.5 text-base text-slate-900 shadow-xs ' +
          'placeholder:text-slate-400 transition-colors focus:outline-2 focus:outline-offset-0 ' +
          (error
            ? 'border-red-600 focus:border-red-600 focus:outline-red-600/30'
            : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:outline-brand-600/25')
        }
        {...inputProps}
      />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
