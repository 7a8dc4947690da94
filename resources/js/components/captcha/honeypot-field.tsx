import { HONEYPOT_FIELD } from '#server/captcha/captcha.rules';
import { useTranslation } from '#js/i18n';

/**
 * The captcha's honeypot (docs/decisions/086): off-screen, out of the tab order and hidden from assistive
 * technology, so only a script filling every input fills it. Read it with honeypotValueOf when sending.
 */
export function HoneypotField() {
  const { t } = useTranslation();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto size-px overflow-hidden">
      <label>
        {t('Leave this field empty')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function honeypotValueOf(form: HTMLFormElement | null): string {
  const input = form?.elements.namedItem(HONEYPOT_FIELD);
  return input instanceof HTMLInputElement ? input.value : '';
}
