import { defaultPageSize } from '../../contract/common.contract';
import { badRequest } from './http-error';

/** Address and patient lists may ask for up to 999 rows at once (spec §9); orders up to 100. */
export const listLimits = { orders: 100, records: 999 } as const;

/** Page and limit of a query, defaulting to page 1 of 20, refusing a limit above `max`. */
export const pageOf = (query: { readonly page?: number; readonly limit?: number }, max: number) => {
  const limit = query.limit ?? defaultPageSize;
  if (limit > max) throw badRequest(`O campo Itens por página aceita no máximo ${max}.`);
  return { page: query.page ?? 1, limit };
};
