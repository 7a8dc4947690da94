import type { SortDirection } from '#server/http/list-query.schemas.js';
import type { Paginated } from '#server/http/pagination.rules.js';
import type { OrderConfirmationView } from './order-confirmation.service.js';
import type { OrderSortColumn } from './orders.schemas.js';
import type { OrderDetail, OrderListRow } from './orders.service.js';

// The props of My Orders, the order detail and the order confirmation (docs/decisions/060).

export interface OrderFilters {
  date_from: string | null;
  date_to: string | null;
  sort_by: OrderSortColumn;
  sort_direction: SortDirection;
}

export interface OrdersPageProps {
  orders: Paginated<OrderListRow>;
  filters: OrderFilters;
  shopUrl: string;
}

export interface OrderShowPageProps {
  order: OrderDetail;
  /** 'organization' for check orders: adds the Purchase Order section (account-area §2). */
  variant: 'standard' | 'organization';
  ordersUrl: string;
  purchaseOrderUrl: string;
  /** Check orders: the quote (an invoice once paid) as a PDF; null for other orders. */
  quotePdfUrl: string | null;
}

export interface OrderConfirmationPageProps {
  order: OrderConfirmationView;
}

export interface OrdersPages {
  'account/orders/index': OrdersPageProps;
  'account/orders/show': OrderShowPageProps;
  'orders/confirmation': OrderConfirmationPageProps;
}
