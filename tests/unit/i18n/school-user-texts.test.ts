import { describe, expect, it } from 'vitest';
import { SCHOOL_USER_MESSAGES } from '#server/schools/school-users.schemas';
import { SCHOOL_USER_TEXTS } from '#js/pages/account/users/school-user-texts';

describe('the school-user messages My Users shows', () => {
  it('are the schema’s messages, word for word', () => {
    const schema = new Set<string>(Object.values(SCHOOL_USER_MESSAGES));
    expect(SCHOOL_USER_TEXTS.filter((text) => !schema.has(text))).toEqual([]);
  });
});
