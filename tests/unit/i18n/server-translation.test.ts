import { describe, expect, it } from 'vitest';
import { localeOf } from '#server/shared/locales.rules.js';
import { translate, translateErrors, translateMessage, translatorFor } from '#server/shared/translation.js';

// The server's edge translation (docs/decisions/159), against the real catalogue in resources/lang/es.
describe('translateMessage', () => {
  it('leaves English as it is', () => {
    expect(translateMessage('en', 'Email is required')).toBe('Email is required');
  });

  it('translates a message the catalogue holds', () => {
    expect(translateMessage('es', 'Email is required')).toBe('El correo electrónico es obligatorio');
  });

  it('reads the values of a message made from a template back into the Spanish', () => {
    expect(translateMessage('es', 'Too many login attempts. Please try again in 5 minutes.')).toBe(
      'Demasiados intentos de inicio de sesión. Inténtelo de nuevo en 5 minutos.',
    );
    expect(translateMessage('es', 'Too many login attempts. Please try again in 1 minute.')).toBe(
      'Demasiados intentos de inicio de sesión. Inténtelo de nuevo en 1 minuto.',
    );
  });

  it('keeps a message it does not know, rather than guessing', () => {
    expect(translateMessage('es', 'A message nobody wrote.')).toBe('A message nobody wrote.');
  });
});

describe('translateErrors', () => {
  it('translates each field, lists and error bags included', () => {
    expect(translateErrors('es', { email: 'Email is required', bag: { password: ['Password is required'] } })).toEqual({
      email: 'El correo electrónico es obligatorio',
      bag: { password: ['La contraseña es obligatoria'] },
    });
  });
});

describe('translate', () => {
  it('fills placeholders in English and in Spanish', () => {
    expect(translate('en', 'The field {{field}} is not accepted.', { field: 'role' })).toBe('The field role is not accepted.');
    expect(translate('es', 'The field {{field}} is not accepted.', { field: 'role' })).toBe('El campo role no se acepta.');
  });
});

describe('translatorFor', () => {
  it('is translate() bound to one language', () => {
    expect(translatorFor('en')('Hello {{firstName}},', { firstName: 'Ana' })).toBe('Hello Ana,');
    expect(translatorFor('es')('Hello {{firstName}},', { firstName: 'Ana' })).toBe('Hola, Ana:');
  });
});

describe('localeOf', () => {
  it('keeps a language of the shop and reads anything else (never chosen, unknown, not text) as English', () => {
    expect(localeOf('es')).toBe('es');
    expect(localeOf('en')).toBe('en');
    for (const value of [null, undefined, '', 'fr', 'ES', 42, {}]) expect(localeOf(value)).toBe('en');
  });
});
