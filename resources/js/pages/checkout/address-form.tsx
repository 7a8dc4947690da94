import { useId, useRef, useState, type FormEvent } from 'react';
import { phoneDigitsOf } from '#server/checkout/checkout.rules';
import { ZAddressInput, type TAddressForm } from '#server/checkout/checkout.schemas';
import { route } from '#server/storefront-route-table';
import { toast } from '#js/components/toast/toast';
import { buttonClasses } from '#js/components/ui/button-classes';
import { TextField } from '#js/components/ui/text-field';
import { msg, useTranslation } from '#js/i18n';
import { firstFieldError, jsonCall, JsonCallError } from '#js/lib/http';
import type { AddressView } from '#server/checkout/addresses.service';
import type { CheckoutUser } from '#server/checkout/checkout.pages';

type AddressField = 'receiver_name' | 'phone_number' | 'street' | 'city' | 'state' | 'zip_code' | 'country';
type AddressValues = Record<AddressField, string> & { is_default: boolean };
type AddressErrors = Partial<Record<AddressField, string>>;

const FIELDS: AddressField[] = ['receiver_name', 'phone_number', 'street', 'city', 'state', 'zip_code', 'country'];

/** Each field's label, hint and input attributes, in the form's order. */
const FIELD_SETUP: Record<AddressField, { label: string; hint?: string; input: Partial<Parameters<typeof TextField>[0]> }> = {
  receiver_name: { label: msg('Receiver name'), input: { autoComplete: 'name', maxLength: 100 } },
  phone_number: { label: msg('Phone number'), hint: msg('10 digits, numbers only'), input: { inputMode: 'numeric', autoComplete: 'tel-national' } },
  street: { label: msg('Street address'), input: { autoComplete: 'address-line1', maxLength: 255, className: 'sm:col-span-2' } },
  city: { label: msg('City'), input: { autoComplete: 'address-level2', maxLength: 100 } },
  state: { label: msg('State'), input: { autoComplete: 'address-level1', maxLength: 100 } },
  zip_code: { label: msg('ZIP code'), hint: msg('12345 or 12345-6789'), input: { autoComplete: 'postal-code', inputMode: 'numeric', maxLength: 10 } },
  country: { label: msg('Country (optional)'), hint: msg('Two letters; United States (US) if left empty'), input: { autoComplete: 'country', maxLength: 2, placeholder: 'US' } },
};

/** Storefront §4: the form starts from the user's name, phone, street, city, state and ZIP. */
function prefilledFrom(user: CheckoutUser): AddressValues {
  return {
    receiver_name: `${user.first_name} ${user.last_name}`.trim(),
    phone_number: phoneDigitsOf(user.phone ?? '').slice(0, 10),
    street: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zip_code: user.zip_code ?? '',
    country: '',
    is_default: false,
  };
}

function errorsOf(values: AddressValues): AddressErrors {
  const input: TAddressForm = { ...values, country: values.country || null };
  const parsed = ZAddressInput.safeParse(input);
  if (parsed.success) return {};
  const errors: AddressErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as AddressField;
    if (FIELDS.includes(field)) errors[field] ??= issue.message;
  }
  return errors;
}

/** The address form (storefront §5 "Address form"): the table's rules and words, field errors cleared on edit. */
export function AddressForm({ user, onSaved, onCancel }: { user: CheckoutUser; onSaved: (address: AddressView) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [values, setValues] = useState<AddressValues>(() => prefilledFrom(user));
  const [errors, setErrors] = useState<AddressErrors>({});
  const [saving, setSaving] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const defaultId = useId();

  function onChange(field: AddressField, value: string) {
    // The phone field shows digits only.
    const next = field === 'phone_number' ? phoneDigitsOf(value).slice(0, 10) : value;
    setValues((current) => ({ ...current, [field]: next }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function focusFirstError() {
    requestAnimationFrame(() => form.current?.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = errorsOf(values);
    if (Object.keys(found).length) {
      setErrors(found);
      focusFirstError();
      return;
    }
    setSaving(true);
    try {
      const answer = await jsonCall<{ success: boolean; address: AddressView; message: string }>('POST', route('checkout.save-address'), {
        ...values,
        country: values.country || null,
      });
      toast.success(answer.message);
      onSaved(answer.address);
    } catch (error) {
      if (error instanceof JsonCallError && error.isValidationError) {
        const fromServer: AddressErrors = {};
        for (const field of FIELDS) fromServer[field] = firstFieldError(error.errors, field);
        if (Object.values(fromServer).some(Boolean)) {
          setErrors(fromServer);
          focusFirstError();
          return;
        }
      }
      toast.error(error instanceof JsonCallError ? error.message : t('Failed to save address'));
    } finally {
      setSaving(false);
    }
  }

  const field = (name: AddressField) => (
    <TextField
      key={name}
      label={t(FIELD_SETUP[name].label)}
      hint={FIELD_SETUP[name].hint && t(FIELD_SETUP[name].hint)}
      name={name}
      value={values[name]}
      error={errors[name] && t(errors[name])}
      onChange={(event) => onChange(name, event.target.value)}
      required={name !== 'country'}
      {...FIELD_SETUP[name].input}
    />
  );

  return (
    <form ref={form} noValidate onSubmit={(event) => void onSubmit(event)} className="rounded-xl border border-brand-200 bg-brand-50/40 p-4 sm:p-5" aria-label={t('New shipping address')}>
      <h3 className="text-base font-bold text-slate-900">{t('New shipping address')}</h3>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {FIELDS.map(field)}
      </div>
      <div className="mt-4 flex items-center gap-2">
        <input
          id={defaultId}
          type="checkbox"
          checked={values.is_default}
          onChange={(event) => setValues((current) => ({ ...current, is_default: event.target.checked }))}
          className="size-4 accent-brand-700"
        />
        <label htmlFor={defaultId} className="text-sm text-slate-700">
          {t('Make this my default address')}
        </label>
      </div>
      <div className="mt-5 flex flex-wrap gap-3">
        <button type="submit" disabled={saving} aria-busy={saving} className={buttonClasses('primary', 'md')}>
          {saving ? t('Saving…') : t('Save Address')}
        </button>
        <button type="button" onClick={onCancel} disabled={saving} className={buttonClasses('secondary', 'md')}>
          {t('Cancel')}
        </button>
      </div>
    </form>
  );
}
