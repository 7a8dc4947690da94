import type { AppDeps } from './app.js';
import type { RouteHandlers } from './http/route-mounting.js';
import { captchaImage } from './captcha/captcha.controller.js';
import { catalogController } from './catalog/catalog.controller.js';
import { healthController } from './content/health.controller.js';
import { homeController } from './content/home.controller.js';
import { loginController } from './accounts/login.controller.js';
import { passwordResetController } from './accounts/password-reset.controller.js';
import { mailboxController } from './mail/mailbox.controller.js';
import { createMailer } from './mail/mailer.js';

/**
 * The handler of each named route (the names, methods, paths and access levels are in route-table.ts).
 * A name without a handler answers 404 behind its guard until its feature lands.
 */
export function buildRouteHandlers(deps: AppDeps): RouteHandlers {
  const { db, config, logger } = deps;
  const mailer = deps.mailer ?? createMailer(config, { logger });
  const health = healthController(db);
  const home = homeController(db);
  const catalog = catalogController(db);
  const login = loginController(db);
  const passwordReset = passwordResetController({ config, db, mailer, logger });
  const mailbox = mailboxController(config);
  return {
    health: [health.show],
    'contact.captcha': [captchaImage('contact')],
    'register.captcha': [captchaImage('register')],
    'client.home': [home.show],
    'client.products': [catalog.shop],
    login: [login.show],
    'login.store': [login.store],
    logout: [login.logout],
    'visitor-type.set': [login.setVisitorType],
    'password.request': [passwordReset.showRequestForm],
    'password.email': [passwordReset.sendResetLink],
    'password.reset': [passwordReset.showResetForm],
    'password.update': [passwordReset.resetPassword],
    'dev.mailbox': [mailbox.index],
    'dev.mailbox.message': [mailbox.show],
  };
}
