// Queries the pages read with, in a module of their own: the orders list warms an order with
// them without loading the order pages' codecs.

/** The query the order page reads its order with (spec §7: `GET /orders/{id}?checkout=true`). */
export const orderPageQuery = { checkout: 'true' } as const;

/** Spec §7: an order's messages are read all at once, page 1 with limit 999 (and the address and patient lists too). */
export const readAll = { page: 1, limit: 999 } as const;
