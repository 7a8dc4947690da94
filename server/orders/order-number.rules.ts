/** The order number buyers and staff see: the order id padded to 6 digits (#000123). */
export const orderNumberOf = (orderId: number) => String(orderId).padStart(6, '0');
