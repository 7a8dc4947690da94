import { describe, expect, it } from 'vitest';
import { ACCOUNT_TYPE, canManageSchoolUsers, roleOf, schoolAccountIdOf, visitorTypeForRole } from '#server/shared/account-types';

const school = { id: 10, parentId: null, isManageSchoolUser: false, accountTypeId: ACCOUNT_TYPE.schools };
const manager = { id: 11, parentId: 10, isManageSchoolUser: true, accountTypeId: ACCOUNT_TYPE.schools };
const staff = { id: 12, parentId: 10, isManageSchoolUser: false, accountTypeId: ACCOUNT_TYPE.schools };

describe('roles', () => {
  it('maps account types to roles and the navigation they browse with', () => {
    expect(roleOf(1)).toBe('administrator');
    expect(roleOf(4)).toBe('check');
    expect(visitorTypeForRole('parent')).toBe('parent');
    expect(visitorTypeForRole('check')).toBe('parent');
    expect(visitorTypeForRole('schools')).toBe('schools');
    expect(() => roleOf(99)).toThrow();
  });

  it('lets the main account and managers manage school users, not staff', () => {
    expect(canManageSchoolUsers(school)).toBe(true);
    expect(canManageSchoolUsers(manager)).toBe(true);
    expect(canManageSchoolUsers(staff)).toBe(false);
    expect(canManageSchoolUsers({ ...staff, accountTypeId: ACCOUNT_TYPE.parent, parentId: null })).toBe(false);
  });

  it('finds the school account behind a sub-user', () => {
    expect(schoolAccountIdOf(staff)).toBe(10);
    expect(schoolAccountIdOf(school)).toBe(10);
  });
});
