import type { Request, Response } from 'express';
import type { PrismaClient } from '#server/db/generated/prisma/client.js';
import { validate } from '#server/http/validation.rules.js';
import { route } from '#server/route-table.js';
import { CHECK_TERMS_MESSAGES, ZRequestCheckTermsInput } from './check-terms.schemas.js';
import { requestCheckTerms } from './check-terms.service.js';
import { viewerOf } from './viewer.rules.js';

/** Route client.check-terms.request (issue 13 item 3; docs/decisions/096): the school's main account asks. */
export function checkTermsController({ db }: { db: PrismaClient }) {
  return {
    async request(req: Request, res: Response) {
      const input = validate(ZRequestCheckTermsInput, req.body ?? {});
      await requestCheckTerms(db, viewerOf(req.user!), input);
      res.inertia.flash({ success: CHECK_TERMS_MESSAGES.requested }).redirect(route('client.my-profile'), 303);
    },
  };
}
