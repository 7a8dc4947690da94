import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.js';
import { brandedEmail } from '#server/mail/branded-email.js';
import { extractLinks, listMailbox, readMailboxMessage } from '#server/mail/mailbox.js';
import { createMailer } from '#server/mail/mailer.js';

describe('the file mailer and the mailbox', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pis-mail-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  const mailerFor = (mailDir: string) =>
    createMailer(loadConfig({ NODE_ENV: 'test', MAIL_DIR: mailDir, MAIL_FROM: 'Play It Safe <shop@example.test>' }));

  it('writes each message as JSON and .eml, and lists them newest first', async () => {
    const mailer = mailerFor(dir);
    const first = await mailer.send({ to: 'ann@example.test', subject: 'First', html: '<p>one</p>', text: 'one' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const second = await mailer.send({ to: ['bob@example.test', 'cy@example.test'], subject: 'Second', html: '<p>two</p>', text: 'two' });

    const files = (await readdir(dir)).sort();
    expect(files).toEqual([`${first.id}.eml`, `${first.id}.json`, `${second.id}.eml`, `${second.id}.json`].sort());

    const eml = await readFile(path.join(dir, `${second.id}.eml`), 'utf8');
    expect(eml).toContain('Subject: Second');
    expect(eml).toContain('To: bob@example.test, cy@example.test');
    expect(eml).toContain('From: Play It Safe <shop@example.test>');
    expect(eml).toContain('text/html');

    const list = await listMailbox(dir);
    expect(list.map((entry) => entry.subject)).toEqual(['Second', 'First']);
    expect(list[0]).toEqual({ id: second.id, date: expect.any(String), to: ['bob@example.test', 'cy@example.test'], subject: 'Second' });

    const stored = await readMailboxMessage(dir, first.id);
    expect(stored).toMatchObject({ from: 'Play It Safe <shop@example.test>', to: ['ann@example.test'], subject: 'First', html: '<p>one</p>', text: 'one' });
    expect(stored?.messageId).toBe(first.messageId);
  });

  it('treats a missing directory as an empty mailbox and refuses ids that are not its own', async () => {
    expect(await listMailbox(path.join(dir, 'nothing-here'))).toEqual([]);
    expect(await readMailboxMessage(dir, '../../package')).toBeNull();
    expect(await readMailboxMessage(dir, '1234567890123-deadbeef')).toBeNull();
  });

  it('wraps a message in the brand layout, escaping its text, in HTML and text versions', () => {
    const { html, text } = brandedEmail({
      heading: 'Hello <there>',
      intro: ['Tom & Jerry'],
      action: { label: 'Open', url: 'https://shop.example.test/a?b=1&c=2' },
      outro: ['Bye'],
    });
    expect(html).toContain('Play It <span');
    expect(html).toContain('Hello &lt;there&gt;');
    expect(html).toContain('Tom &amp; Jerry');
    expect(html).toContain('href="https://shop.example.test/a?b=1&amp;c=2"');
    expect(html).toContain("The Women&#39;s Center of Tarrant County");
    expect(text).toContain('PLAY IT SAFE');
    expect(text).toContain('Open: https://shop.example.test/a?b=1&c=2');
    expect(text).toContain("The Women's Center of Tarrant County");
    expect(extractLinks(text)).toEqual(['https://shop.example.test/a?b=1&c=2']);
  });
});
