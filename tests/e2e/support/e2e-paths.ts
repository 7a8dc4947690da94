import path from 'node:path';

// Files the browser tests share with the server they start (tests/e2e/support/start-e2e-server.ts).
export const E2E_STATE_DIR = path.resolve('storage/e2e');
/** Writing a new value here makes the server report a new asset version, as a deploy would. */
export const ASSET_VERSION_FILE = path.join(E2E_STATE_DIR, 'asset-version');
export const MAIL_DIR = path.join(E2E_STATE_DIR, 'mail');
/** A parent the e2e starter gives 13 past orders, more than My Orders shows on one page. */
export const PAGING_ACCOUNT = 'orders.e2e@playitsafe.test';
/** Products the e2e server adds, all found by one search: 40 make four shop pages of 12. */
export const SCROLL_PRODUCTS = { search: 'Scroll test poster', count: 40 } as const;
/** A pays-by-check account the e2e starter gives one quote without a PO, for the focus test of the PO dialog. */
export const PO_ACCOUNT = 'po.e2e@playitsafe.test';
