import { PASSWORD_CRITERIA, passwordStrengthScore } from '#server/accounts/password-reset.schemas';

const LEVELS = [
  { label: 'Too weak', bar: 'bg-red-600', text: 'text-red-700' },
  { label: 'Too weak', bar: 'bg-red-600', text: 'text-red-700' },
  { label: 'Weak', bar: 'bg-orange-500', text: 'text-orange-700' },
  { label: 'Good', bar: 'bg-amber-500', text: 'text-amber-800' },
  { label: 'Strong', bar: 'bg-emerald-600', text: 'text-emerald-800' },
  { label: 'Very strong', bar: 'bg-emerald-700', text: 'text-emerald-800' },
] as const;

/**
 * The live strength meter of account-area §5: the score out of 5 and each criterion. A password is accepted with
 * at least 8 characters and 3 of the 5 criteria (the same rule as server/accounts/password-reset.schemas.ts).
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const score = passwordStrengthScore(password);
  const accepted = password.length >= 8 && score >= 3;
  const level = LEVELS[password ? score : 0];

  return (
    <div id={id} className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium">Password strength</p>
        <p className={`font-semibold ${password ? level.text : 'text-slate-500'}`} aria-live="polite">
          {password ? `${level.label}${accepted ? '' : ' (not accepted yet)'}` : 'Not entered'}
        </p>
      </div>
      <div className="mt-2 grid grid-cols-5 gap-1" aria-hidden="true">
        {PASSWORD_CRITERIA.map((criterion, index) => (
          <span key={criterion.label} className={`h-1.5 rounded-full ${index < score ? level.bar : 'bg-slate-200'}`} />
        ))}
      </div>
      <p className="mt-2">Use at least 8 characters and at least 3 of these:</p>
      <ul className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {PASSWORD_CRITERIA.map((criterion) => {
          const met = criterion.test(password);
          return (
            <li key={criterion.label} className={`flex items-center gap-2 ${met ? 'text-emerald-800' : ''}`}>
              <span aria-hidden="true" className={`inline-block w-4 text-center font-bold ${met ? 'text-emerald-700' : 'text-slate-400'}`}>
                {met ? '✓' : '•'}
              </span>
              {criterion.label}
              <span className="sr-only">{met ? ' (met)' : ' (not met)'}</span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
