import { useId } from 'react';
import { route } from '#server/storefront-route-table';
import { InfoCircleIcon } from '#js/components/icons';
import { rich, useTranslation } from '#js/i18n';
import { CheckoutSection } from './checkout-section';

interface TermsSectionProps {
  step: number;
  termsAccepted: boolean;
  licenseAccepted: boolean;
  onTermsChange: (accepted: boolean) => void;
  onLicenseChange: (accepted: boolean) => void;
}

/** Section 4, Terms (storefront §2): terms and license acceptance, and the licensing information panel. */
export function TermsSection({ step, termsAccepted, licenseAccepted, onTermsChange, onLicenseChange }: TermsSectionProps) {
  const { t } = useTranslation();
  const termsId = useId();
  const licenseId = useId();
  return (
    <CheckoutSection step={step} id="terms" title={t('Terms')}>
      <div
        className="rounded-xl border border-brand-100 bg-brand-50/60 p-4 text-sm leading-relaxed text-slate-700"
        role="region"
        aria-labelledby={`${licenseId}-panel`}
        data-testid="licensing-information"
      >
        <h3 id={`${licenseId}-panel`} className="flex items-center gap-2 font-bold text-brand-900">
          <InfoCircleIcon className="size-5" aria-hidden="true" />
          {t('Licensing information')}
        </h3>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          <li>{t('Videos and classroom programs come with a streaming licence for one year from payment (a rental for the period named on the product).')}</li>
          <li>{t('A hard-copy purchase includes one year of streaming.')}</li>
          <li>{t('Renew online for $30 per program per year. We remind you two weeks and one day before a licence expires.')}</li>
          <li>{t("A school's licences belong to its main account; its staff accounts watch under them.")}</li>
          <li>{t('Licensed materials are for your own classroom or home. They may not be copied, resold, broadcast or shown to the public.')}</li>
        </ul>
      </div>
      <div className="mt-5 space-y-3">
        <div className="flex items-start gap-3">
          <input
            id={termsId}
            type="checkbox"
            checked={termsAccepted}
            onChange={(event) => onTermsChange(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={termsId} className="text-sm text-slate-800">
            {rich(t('I accept the <link>terms and conditions</link>'), {
              link: (text) => (
                <a href={route('client.terms.of.use')} target="_blank" rel="noreferrer" className="font-semibold text-brand-700 underline hover:text-brand-900">
                  {text}
                </a>
              ),
            })}
          </label>
        </div>
        <div className="flex items-start gap-3">
          <input
            id={licenseId}
            type="checkbox"
            checked={licenseAccepted}
            onChange={(event) => onLicenseChange(event.target.checked)}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          <label htmlFor={licenseId} className="text-sm text-slate-800">
            {t('I accept the license agreement for the videos and programs in this order')}
          </label>
        </div>
      </div>
    </CheckoutSection>
  );
}
