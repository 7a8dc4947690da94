import { useId } from 'react';

/** The reason staff give when they turn a school's request down; the server sends it to the school. */
export function DecisionReasonField(props: { label: string; value: string; maxLength: number; error?: string; onChange: (reason: string) => void }) {
  const id = useId();
  const { label, value, maxLength, error, onChange } = props;
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name="reason"
        rows={2}
        maxLength={maxLength}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block w-full rounded-xl border bg-white px-3 py-2 text-sm text-slate-900 ${error ? 'border-red-600' : 'border-slate-300'}`}
      />
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
