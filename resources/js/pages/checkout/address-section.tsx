import { countryName } from '#server/shared/country-names.rules';
import { PlusIcon } from '#js/components/storefront/storefront-icons';
import { useTranslation } from '#js/i18n';
import { buttonClasses } from '#js/components/ui/button-classes';
import { AddressForm } from './address-form';
import { CheckoutSection, ChoiceCard } from './checkout-section';
import type { AddressView } from '#server/checkout/addresses.service';
import type { CheckoutUser } from '#server/checkout/checkout.pages';

interface AddressSectionProps {
  step: number;
  user: CheckoutUser;
  addresses: AddressView[];
  selectedId: number | null;
  formOpen: boolean;
  onSelect: (id: number) => void;
  onAdd: () => void;
  onCancel: () => void;
  onSaved: (address: AddressView) => void;
}

/** Section 2, Shipping Address (storefront §2, §4 "Addresses and cards"); shown only when the cart holds something that ships (docs/decisions/095). */
export function AddressSection({ step, user, addresses, selectedId, formOpen, onSelect, onAdd, onCancel, onSaved }: AddressSectionProps) {
  const { t, locale } = useTranslation();
  return (
    <CheckoutSection
      step={step}
      id="shipping-address"
      title={t('Shipping Address')}
      aside={
        formOpen ? null : (
          <button type="button" onClick={onAdd} className={buttonClasses('secondary', 'sm')}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {t('Add Address')}
          </button>
        )
      }
    >
      {addresses.length === 0 && !formOpen ? (
        <p className="rounded-xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-600">
          {t('You have no saved addresses yet. Add one to continue.')}
        </p>
      ) : null}
      {addresses.length ? (
        <fieldset>
          <legend className="sr-only">{t('Choose a shipping address')}</legend>
          <div className="grid gap-3 md:grid-cols-2" data-testid="address-list">
            {addresses.map((address) => (
              <ChoiceCard
                key={address.id}
                name="shipping_address"
                value={String(address.id)}
                checked={selectedId === address.id}
                onChange={() => onSelect(address.id)}
                testId="address-option"
              >
                <span className="flex flex-wrap items-center gap-2 font-bold text-slate-900">
                  {address.receiver_name}
                  {address.is_default ? <span className="rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">{t('Default')}</span> : null}
                </span>
                <span className="mt-1 block">{address.street}</span>
                <span className="block">
                  {address.city}, {address.state} {address.zip_code}
                </span>
                <span className="block">{countryName(address.country, locale)}</span>
                <span className="mt-1 block text-slate-500">{address.phone_number}</span>
              </ChoiceCard>
            ))}
          </div>
        </fieldset>
      ) : null}
      {formOpen ? (
        <div className={addresses.length ? 'mt-4' : ''}>
          <AddressForm user={user} onSaved={onSaved} onCancel={onCancel} />
        </div>
      ) : null}
    </CheckoutSection>
  );
}
