import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

// The development and test mailbox: every message the file transport "sends" lands in the mail
// directory as <id>.json (what the mailbox page and the tests read) and <id>.eml (the raw message,
// which any mail client opens). Ids start with the time in milliseconds, so they sort by age.

export interface StoredMail {
  id: string;
  messageId: string;
  /** ISO 8601. */
  date: string;
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string;
}

export type MailboxEntry = Pick<StoredMail, 'id' | 'date' | 'to' | 'subject'>;

const ID_PATTERN = /^\d{13}-[0-9a-f]{8}$/;

export function isMailboxId(id: string): boolean {
  return ID_PATTERN.test(id);
}

export function newMailboxId(now = new Date()): string {
  return `${now.getTime()}-${randomBytes(4).toString('hex')}`;
}

/** Writes one message; the JSON is renamed into place last, so a listing never sees half a message. */
export async function writeMailboxMessage(dir: string, mail: StoredMail, raw: Buffer): Promise<void> {
  const root = path.resolve(dir);
  await mkdir(root, { recursive: true });
  await writeFile(path.join(root, `${mail.id}.eml`), raw);
  const partial = path.join(root, `.${mail.id}.json.tmp`);
  await writeFile(partial, `${JSON.stringify(mail, null, 2)}\n`);
  await rename(partial, path.join(root, `${mail.id}.json`));
}

/** Every stored message, newest first. A missing directory is an empty mailbox. */
export async function listMailbox(dir: string): Promise<MailboxEntry[]> {
  let names: string[];
  try {
    names = await readdir(path.resolve(dir));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const ids = names
    .filter((name) => name.endsWith('.json'))
    .map((name) => name.slice(0, -'.json'.length))
    .filter(isMailboxId);
  const messages = await Promise.all(ids.map((id) => readMailboxMessage(dir, id)));
  return messages
    .filter((mail): mail is StoredMail => mail !== null)
    .sort((a, b) => b.date.localeCompare(a.date) || b.id.localeCompare(a.id))
    .map(({ id, date, to, subject }) => ({ id, date, to, subject }));
}

/** One message by id, or null when there is none (or the id is not one of ours). */
export async function readMailboxMessage(dir: string, id: string): Promise<StoredMail | null> {
  if (!isMailboxId(id)) return null;
  try {
    return JSON.parse(await readFile(path.join(path.resolve(dir), `${id}.json`), 'utf8')) as StoredMail;
  } catch {
    return null;
  }
}

/** The distinct http(s) links of a message's text version, in order: the mailbox lists them under the message. */
export function extractLinks(text: string): string[] {
  const links = text.match(/https?:\/\/[^\s<>"')\]]+/g) ?? [];
  return [...new Set(links.map((link) => link.replace(/[.,;:!?]+$/, '')))];
}
