import type { PrismaClient } from '#server/db/generated/prisma/client.js';

// At most 3 reset e-mails per account in an hour from the forgot-password form, however many addresses ask
// (issue 14 item 8, docs/decisions/081). The count lives in the database (a login_throttles counter under its own
// key), so every server process shares it; the form answers the same whether or not the e-mail went out.
export const RESET_MAILS_PER_ACCOUNT = 3;
export const RESET_MAIL_WINDOW_MINUTES = 60;

/** Counts one reset request for the account and says whether its e-mail may go out. */
export async function admitResetMail(db: PrismaClient, userId: number): Promise<boolean> {
  const key = `password-reset:user:${userId}`;
  const rows = await db.$queryRaw<{ failures: number }[]>`
    INSERT INTO login_throttles (key, failures, window_start_at, updated_at)
    VALUES (${key}, 1, now(), now())
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN login_throttles.window_start_at <= now() - make_interval(mins => ${RESET_MAIL_WINDOW_MINUTES}::int)
                      THEN 1 ELSE login_throttles.failures + 1 END,
      window_start_at = CASE WHEN login_throttles.window_start_at <= now() - make_interval(mins => ${RESET_MAIL_WINDOW_MINUTES}::int)
                      THEN now() ELSE login_throttles.window_start_at END,
      updated_at = now()
    RETURNING failures`;
  return Number(rows[0]!.failures) <= RESET_MAILS_PER_ACCOUNT;
}
