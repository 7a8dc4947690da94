import { describe, expect, it } from 'vitest';
import { accountFormOptions } from '#server/accounts/account-form-options';
import { HEARD_ABOUT_US_OPTIONS, ORGANIZATION_TYPES, US_STATES } from '#server/accounts/account-fields.schemas';
import { contactFormOptions } from '#server/contact/contact-options';
import { CALLING_CODES, CONTACT_ORGANIZATIONS } from '#server/contact/contact.schemas';
import { countryName, regionName } from '#server/shared/country-names.rules';

// Form choices keep their English values and show labels in the visitor's language (docs/decisions/163).

describe('country names', () => {
  it('keep the shop’s English and come from Intl in Spanish', () => {
    expect(countryName('US')).toBe('United States');
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('US', 'es')).toBe('Estados Unidos');
    expect(countryName('MX', 'es')).toBe('MX'); // other codes are shown as stored, in either language
    expect(regionName('MX', 'es')).toBe('México');
    expect(regionName('GB', 'en')).toBe('United Kingdom');
  });

  it('show a code that is no region as it is, without throwing', () => {
    for (const bad of ['', 'U', 'not a code', '12345', '<b>']) {
      expect(() => regionName(bad, 'es')).not.toThrow();
      expect(regionName(bad, 'es')).toBe(bad);
    }
  });
});

describe('account form choices', () => {
  it('are the English lists in English', () => {
    const options = accountFormOptions('en');
    expect(options.heardAboutUs).toEqual(HEARD_ABOUT_US_OPTIONS.map((value) => ({ value, label: value })));
    expect(options.organizationTypes).toEqual(ORGANIZATION_TYPES.map((value) => ({ value, label: value })));
    expect(options.states).toEqual(US_STATES.map(([value, label]) => ({ value, label })));
  });

  it('have a Spanish label for every heard-about-us choice and organization type, the values unchanged', () => {
    const options = accountFormOptions('es');
    expect(options.heardAboutUs.map((option) => option.value)).toEqual([...HEARD_ABOUT_US_OPTIONS]);
    expect(options.organizationTypes.map((option) => option.value)).toEqual([...ORGANIZATION_TYPES]);
    for (const option of [...options.heardAboutUs, ...options.organizationTypes]) expect(option.label, option.value).not.toBe(option.value);
    expect(options.heardAboutUs).toContainEqual({ value: 'Social media', label: 'Redes sociales' });
    expect(options.organizationTypes).toContainEqual({ value: 'Healthcare Provider', label: 'Proveedor de atención médica' });
  });

  it('name states in Spanish where Spanish has its own name, by code', () => {
    const states = accountFormOptions('es').states;
    expect(states.map((state) => state.value)).toEqual(US_STATES.map(([code]) => code));
    expect(states).toContainEqual({ value: 'NM', label: 'Nuevo México' });
    expect(states).toContainEqual({ value: 'PA', label: 'Pensilvania' });
    expect(states).toContainEqual({ value: 'VI', label: 'Islas Vírgenes de EE. UU.' });
    expect(states).toContainEqual({ value: 'CA', label: 'California' });
  });
});

describe('contact form choices', () => {
  it('keep the English organizations and country wording in English', () => {
    const options = contactFormOptions('en');
    expect(options.organizations).toEqual(CONTACT_ORGANIZATIONS.map((value) => ({ value, label: value })));
    expect(options.callingCodes).toEqual(CALLING_CODES.map((entry) => ({ value: entry.code, label: entry.country })));
  });

  it('name every calling code’s countries in Spanish, and every organization', () => {
    const options = contactFormOptions('es');
    expect(options.callingCodes.map((option) => option.value)).toEqual(CALLING_CODES.map((entry) => entry.code));
    for (const option of options.callingCodes) expect(option.label).not.toMatch(/^[A-Z]{2}( \/ [A-Z]{2})?$/); // a name, not a code
    expect(options.callingCodes).toContainEqual({ value: '+34', label: 'España' });
    expect(options.callingCodes).toContainEqual({ value: '+49', label: 'Alemania' });
    for (const option of options.organizations) expect(option.label, option.value).not.toBe(option.value);
  });
});
