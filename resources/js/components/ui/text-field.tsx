import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Shown under the field; also marks the field invalid for assistive technology. */
  error?: string;
  /** Extra content on the label row, e.g. a "Forgot Password?" link. */
  labelAside?: ReactNode;
  hint?: string;
  /** A control inside the field's right edge, e.g. a show-password toggle. */
  trailing?: ReactNode;
}

/** A labelled input with its hint and error message wired up for screen readers. */
export function TextField({ label, error, labelAside, hint, trailing, className = '', ...inputProps }: TextFieldProps) {
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
              {' *'}
            </span>
          ) : null}
        </label>
        {labelAside}
      </div>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={
            'block min-h-12 w-full rounded-xl border bg-white py-2.5 pl-4 text-base text-slate-900 shadow-xs ' +
            'transition-colors placeholder:text-slate-500 focus:outline-2 focus:outline-offset-0 ' +
            (trailing ? 'pr-24 ' : 'pr-4 ') +
            (error
              ? 'border-red-600 focus:border-red-600 focus:outline-red-600'
              : 'border-slate-300 hover:border-slate-400 focus:border-brand-600 focus:outline-brand-600')
          }
          {...inputProps}
        />
        {trailing ? <div className="absolute inset-y-0 right-1.5 flex items-center">{trailing}</div> : null}
      </div>
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
