import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from '#server/accounts/password-hash.service.js';

describe('password hashing', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('PlayItSafe!2026');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('PlayItSafe!2026', stored)).toBe(true);
    expect(await verifyPassword('playitsafe!2026', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('same password')).not.toBe(await hashPassword('same password'));
  });

  it('rejects malformed or hostile stored values without throwing', async () => {
    for (const stored of ['', 'plain-text', 'bcrypt$10$abc', 'scrypt$1000$8$1$c2FsdA==$aGFzaA==', `scrypt$${2 ** 24}$8$1$c2FsdA==$${'A'.repeat(88)}`]) {
      expect(await verifyPassword('anything', stored)).toBe(false);
    }
  });

  it('asks for a re-hash when the parameters are weaker than today', async () => {
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash(`scrypt$16384$8$1$c2FsdHNhbHRzYWx0$${'A'.repeat(88)}`)).toBe(true);
    expect(needsRehash('garbage')).toBe(true);
  });
});
