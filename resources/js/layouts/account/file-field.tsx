import { useId, useRef } from 'react';
import type { FileRule } from '#server/http/uploads.types';
import { formatNumber, useTranslation } from '#js/i18n';

interface FileFieldProps {
  label: string;
  name: string;
  rule: FileRule;
  file: File | null;
  onChange: (file: File | null) => void;
  error?: string;
  hint?: string;
  required?: boolean;
  /** Shown when no new file is chosen, e.g. "A certificate is on file". */
  currentLabel?: string;
}


/** A file picker that names the accepted types and limit; the server still reads the bytes. */
export function FileField({ label, name, rule, file, onChange, error, hint, required, currentLabel }: FileFieldProps) {
  const { t, locale } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const types = rule.extensions.map((extension) => extension.toUpperCase()).join(', ');
  const helpText = hint ?? t('{{types}}; up to {{size}} MB.', { types, size: Math.round(rule.maxBytes / (1024 * 1024)) });
  const describedBy = [`${id}-hint`, error ? `${id}-error` : null].filter(Boolean).join(' ');

  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-slate-800">
        {label}
        {required ? (
          <span className="text-red-700" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <div
        className={
          'flex flex-wrap items-center gap-3 rounded-xl border border-dashed bg-white px-4 py-3 ' +
          (error ? 'border-red-600' : 'border-slate-300')
        }
      >
        <input
          ref={input}
          id={id}
          name={name}
          type="file"
          accept={rule.extensions.map((extension) => `.${extension}`).join(',')}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          aria-required={required ? true : undefined}
          onChange={(event) => onChange(event.target.files?.[0] ?? null)}
          className="block w-full min-w-0 flex-1 text-sm text-slate-700 file:mr-4 file:min-h-10 file:cursor-pointer file:rounded-full file:border-0 file:bg-brand-50 file:px-4 file:text-sm file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
        />
        {file ? (
          <button
            type="button"
            onClick={() => {
              if (input.current) input.current.value = '';
              onChange(null);
            }}
            className="rounded-lg px-2 py-1 text-sm font-semibold text-brand-700 hover:bg-brand-50"
          >
            {t('Remove')}
            <span className="sr-only"> {label}</span>
          </button>
        ) : null}
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-sm text-slate-600">
        {file
          ? `${t('Selected: {{name}} ({{size}} MB).', { name: file.name, size: formatNumber(file.size / (1024 * 1024), locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })} `
          : currentLabel
            ? `${currentLabel}. `
            : ''}
        {helpText}
      </p>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
