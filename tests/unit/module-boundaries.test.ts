import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { PROJECT_ROOT } from '#scripts/lint/module-boundaries.js';

// Each fixture is linted with the project's own eslint.config.js, as if it were the named file, so
// `npm run lint` fails on the same code (docs/decisions/061-module-boundaries.md).
const eslint = new ESLint({ cwd: PROJECT_ROOT });

async function lintFixture(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === 'boundaries/module-boundaries');
}

describe('module boundaries lint rule', () => {
  it("fails on another module's internals, by relative path or alias", async () => {
    const messages = await lintFixture(
      'server/orders/boundary-fixture.service.ts',
      [
        "import { cartController } from '../cart/cart.controller.js';",
        "import { ordersController } from '#server/checkout/checkout.controller.js';",
        "export { findLicences } from '#server/licensing/licence-tables.js';",
        "export const use = [cartController, ordersController];",
      ].join('\n'),
    );
    expect(messages.map((message) => [message.line, message.message])).toEqual([
      [1, expect.stringContaining("'server/cart/cart.controller' is internal to server/cart")],
      [2, expect.stringContaining("'server/checkout/checkout.controller' is internal to server/checkout")],
      [3, expect.stringContaining("'server/licensing/licence-tables' is internal to server/licensing")],
    ]);
  });

  it("accepts another module's public surface, its own files, the platform and packages", async () => {
    const messages = await lintFixture(
      'server/orders/boundary-fixture.service.ts',
      [
        "import { z } from 'zod';",
        "import { addToCart } from '../cart/cart.service.js';",
        "import { CART_RULES } from '#server/cart/cart.rules.js';",
        "import { ZAddress } from '#server/checkout/checkout.schemas.js';",
        "import type { LicenceView } from '#server/licensing/licensing.types.js';",
        "import type { OrderPageProps } from '#server/orders/orders.pages.js';",
        "import { notFound } from '#server/http/errors.js';",
        "import type { AppConfig } from '#server/config.js';",
        "import { orderTotals } from './order-totals.js';",
        "export type Used = [typeof z, typeof addToCart, typeof CART_RULES, typeof ZAddress, LicenceView, OrderPageProps];",
        "export const more = [notFound, orderTotals] as const; export type Config = AppConfig;",
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });

  it('keeps the platform free of capability code, even type-only', async () => {
    const messages = await lintFixture(
      'server/http/boundary-fixture.ts',
      "import type { CartView } from '#server/cart/cart.service.js';\nexport type View = CartView;\n",
    );
    expect(messages.map((message) => message.message)).toEqual([
      "server/http is platform code and may not import capability code ('server/cart/cart.service').",
    ]);
  });

  it('lets the pages import schemas and rules, and only types from services and page props', async () => {
    const respects = await lintFixture(
      'resources/js/pages/boundary-fixture.tsx',
      [
        "import { route } from '#server/route-table';",
        "import { ZAddress } from '#server/checkout/checkout.schemas';",
        "import type { OrderDetail } from '#server/orders/orders.service';",
        "export const used: [typeof route, typeof ZAddress, OrderDetail | null] = [route, ZAddress, null];",
      ].join('\n'),
    );
    expect(respects).toEqual([]);

    const breaks = await lintFixture(
      'resources/js/pages/boundary-fixture.tsx',
      [
        "import { findOrder } from '#server/orders/orders.service';",
        "import { ordersController } from '#server/orders/orders.controller';",
        'export const used = [findOrder, ordersController];',
      ].join('\n'),
    );
    expect(breaks.map((message) => message.messageId)).toEqual(['clientValueFromServer', 'clientReachesServer']);
  });

  it('lets the root files compose everything', async () => {
    const messages = await lintFixture(
      'server/boundary-fixture.ts',
      "import { ordersController } from './orders/orders.controller.js';\nexport const used = ordersController;\n",
    );
    expect(messages).toEqual([]);
  });
});
