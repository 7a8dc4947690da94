import { useId } from 'react';

/**
 * A text staff write for a customer, with its server error: the reason a school's request is turned down (sent to the
 * school), or a reply to a contact message (`name="body"`, more rows).
 */
export function DecisionReasonField(props: {
  label: string;
  value: string;
  maxLength: number;
  error?: string;
  onChange: (text: string) => void;
  name?: string;
  rows?: number;
}) {
  const id = useId();
  const { label, value, maxLength, error, onChange, name = 'reason', rows = 2 } = props;
  return (
    <>
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        name={name}
        rows={rows}
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
