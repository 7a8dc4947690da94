import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import type { Logger } from '#server/logger.js';
import { idParamOf } from '#server/http/route-params.js';
import { isJsonCall } from '#server/http/request-kind.js';
import { route } from '#server/route-table.js';
import {
  CARD_NOT_FOUND,
  CARD_REMOVED,
  DEFAULT_CARD_UPDATED,
  findUserCards,
  removeCard,
  setDefaultCard,
  type PaymentMethodDetacher,
} from './payment-methods.service.js';

const cardIdOf = (req: Request): number => idParamOf(req, CARD_NOT_FOUND);

/** Routes client.payment-method, client.payment-method.default and client.payment-method.destroy. */
export function paymentMethodsController({ db, detacher, logger }: { db: PrismaClient; detacher: PaymentMethodDetacher; logger: Logger }) {
  const answer = async (req: Request, res: Response, message: string) => {
    if (isJsonCall(req)) return void res.json({ success: true, message, cards: await findUserCards(db, req.user!.id) });
    res.inertia.flash({ success: message }).redirect(route('client.payment-method'));
  };

  return {
    async index(req: Request, res: Response) {
      await res.inertia.render('account/payment-methods', { cards: await findUserCards(db, req.user!.id) });
    },

    async makeDefault(req: Request, res: Response) {
      await setDefaultCard(db, req.user!.id, cardIdOf(req));
      await answer(req, res, DEFAULT_CARD_UPDATED);
    },

    async destroy(req: Request, res: Response) {
      await removeCard({ db, detacher, logger }, req.user!.id, cardIdOf(req));
      await answer(req, res, CARD_REMOVED);
    },
  };
}
