import { PASSWORD_CRITERIA, passwordStrengthScore } from '#server/accounts/password-reset.schemas';
import { msg, useTranslation } from '#js/i18n';

const LEVELS = [
  { label: msg('Too weak'), bar: 'bg-red-600', text: 'text-red-700' },
  { label: msg('Too weak'), bar: 'bg-red-600', text: 'text-red-700' },
  { label: msg('Weak'), bar: 'bg-orange-500', text: 'text-orange-700' },
  { label: msg('Good'), bar: 'bg-amber-500', text: 'text-amber-800' },
  { label: msg('Strong'), bar: 'bg-emerald-600', text: 'text-emerald-800' },
  { label: msg('Very strong'), bar: 'bg-emerald-700', text: 'text-emerald-800' },
] as const;

const MARK = { met: '✓', unmet: '•' };

// The criteria are written by the server's password rule; their words are marked here, where they are shown.
const CRITERION_TEXTS: Record<(typeof PASSWORD_CRITERIA)[number]['label'], string> = {
  'At least 8 characters': msg('At least 8 characters'),
  'A lowercase letter': msg('A lowercase letter'),
  'An uppercase letter': msg('An uppercase letter'),
  'A number': msg('A number'),
  'A special character': msg('A special character'),
};

/**
 * The live strength meter of account-area §5: the score out of 5 and each criterion. A password is accepted with
 * at least 8 characters and 3 of the 5 criteria (the same rule as server/accounts/password-reset.schemas.ts).
 */
export function PasswordStrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation();
  const score = passwordStrengthScore(password);
  const accepted = password.length >= 8 && score >= 3;
  const level = LEVELS[password ? score : 0];

  return (
    <div id={id} className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">
      <div className="flex items-center justify-between gap-3">
        <p className="font-medium">{t('Password strength')}</p>
        <p className={`font-semibold ${password ? level.text : 'text-slate-500'}`} aria-live="polite">
          {password ? (accepted ? t(level.label) : t('{{level}} (not accepted yet)', { level: t(level.label) })) : t('Not entered')}
        </p>
      </div>
      <div className="mt-2 grid grid-cols-5 gap-1" aria-hidden="true">
        {PASSWORD_CRITERIA.map((criterion, index) => (
          <span key={criterion.label} className={`h-1.5 rounded-full ${index < score ? level.bar : 'bg-slate-200'}`} />
        ))}
      </div>
      <p className="mt-2">{t('Use at least 8 characters and at least 3 of these:')}</p>
      <ul className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
        {PASSWORD_CRITERIA.map((criterion) => {
          const met = criterion.test(password);
          return (
            <li key={criterion.label} className={`flex items-center gap-2 ${met ? 'text-emerald-800' : ''}`}>
              <span aria-hidden="true" className={`inline-block w-4 text-center font-bold ${met ? 'text-emerald-700' : 'text-slate-400'}`}>
                {met ? MARK.met : MARK.unmet}
              </span>
              {t(CRITERION_TEXTS[criterion.label])}
              <span className="sr-only">
                {' '}
                {met ? t('(met)') : t('(not met)')}
              </span>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
