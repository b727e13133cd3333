import { orderPageQuery } from '../../contract/order-detail.contract';

const uuid = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/** Each page with a record of its own, and the address its script reads that record from (as its gateway writes it). */
const pages: readonly { readonly page: RegExp; readonly call: (id: string) => string }[] = [
  { page: new RegExp(`^/orders/(${uuid})$`), call: (id) => `/api/orders/${id}?${new URLSearchParams(orderPageQuery).toString()}` },
  { page: new RegExp(`^/attendant/orders/(${uuid})$`), call: (id) => `/api/admin/orders/${id}` },
];

/** The API addresses whose answers a page's first screen draws from: the signed-in person's profile on every page, and the page's own record. */
export const firstAnswersOf = (path: string): readonly string[] => {
  for (const { page, call } of pages) {
    const id = page.exec(path)?.[1];
    if (id) return ['/api/users/profile', call(id)];
  }
  return ['/api/users/profile'];
};
