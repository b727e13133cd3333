/**
 * The order pages' code, loaded when first visited. The orders list's summary dialog starts it
 * as it opens: the person is about to open the order, and the click then waits for the order's
 * data only.
 */
export const orderPageChunk = () => import('./order-page/order.page');
export const staffOrderPageChunk = () => import('./staff/staff-order.page');
