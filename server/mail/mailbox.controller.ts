import type { Request, Response } from 'express';
import type { Config } from '#server/config.js';
import { notFound } from '#server/http/errors.js';
import { extractLinks, listMailbox, readMailboxMessage } from './mailbox.js';

/** The development mailbox (routes dev.mailbox and dev.mailbox.message). Production answers 404: the pages do not exist there. */
export function mailboxController(config: Pick<Config, 'env' | 'mail'>) {
  const assertNotProduction = () => {
    if (config.env === 'production') throw notFound();
  };

  return {
    async index(_req: Request, res: Response) {
      assertNotProduction();
      const messages = await listMailbox(config.mail.dir);
      await res.inertia.render('dev/mailbox', {
        messages,
        transport: config.mail.transport,
      });
    },

    async show(req: Request, res: Response) {
      assertNotProduction();
      const message = await readMailboxMessage(config.mail.dir, String(req.params.id));
      if (!message) throw notFound('That message is not in the mailbox.');
      await res.inertia.render('dev/mailbox-message', {
        message: { ...message, links: extractLinks(message.text) },
      });
    },
  };
}
