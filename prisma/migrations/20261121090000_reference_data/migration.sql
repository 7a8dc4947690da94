-- Rows every installation needs, with the fixed ids the code uses (server/accounts/roles.ts,
-- server/orders/order-statuses.ts). tests/integration/db/reference-data.test.ts keeps them in step.
INSERT INTO "account_types" ("id", "slug", "role_label") VALUES
  (1, 'administrator', 'Administrator'),
  (2, 'trainer', 'Trainer Account'),
  (3, 'preview', 'Preview Account'),
  (4, 'check', 'Pays by Check'),
  (5, 'schools', 'Schools/Organization'),
  (6, 'parent', 'Parent/Individual')
ON CONFLICT ("id") DO UPDATE SET "slug" = EXCLUDED."slug", "role_label" = EXCLUDED."role_label";

INSERT INTO "order_statuses" ("id", "name") VALUES
  (1, 'Pending Payment'),
  (2, 'PO Generated'),
  (3, 'Payment Failed'),
  (4, 'Cancelled'),
  (5, 'Refunded'),
  (6, 'Paid'),
  (7, 'Processing'),
  (8, 'Shipped'),
  (9, 'Completed'),
  (10, 'Partially Refunded')
ON CONFLICT ("id") DO UPDATE SET "name" = EXCLUDED."name";
