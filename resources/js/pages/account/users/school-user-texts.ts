import { msg } from '#js/i18n';

// The school-user messages (server/schools/school-users.schemas.ts SCHOOL_USER_MESSAGES) that the My Users pages show
// themselves, marked here for the Spanish catalogue; the pages show them with t(text). A unit test keeps this list
// equal to the schema's (tests/unit/i18n/school-user-texts.test.ts).
export const SCHOOL_USER_TEXTS: readonly string[] = [
  msg('Please enter both first name, last name and email.'),
  msg('Please enter a valid email address'),
  msg('The email has already been taken.'),
  msg('Invalid Phone Number'),
  msg('Please choose yes or no.'),
  msg('User created successfully. We have emailed them a link to set their password.'),
  msg('Failed to create user.'),
  msg('User updated successfully'),
  msg('Failed to update user'),
  msg('Password updated successfully'),
  msg('Failed to update password.'),
  msg('Passwords do not match'),
  msg('Please confirm the password'),
  msg('User deleted successfully'),
  msg('Failed to delete user'),
  msg('Delete User'),
  msg('This action will permanently delete the user.'),
  msg('Yes, delete'),
];
