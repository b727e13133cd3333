import { describe, expect, it } from 'vitest';
import { addressOf, queryStringOf } from '../../contract/endpoint';
import { orderPageQuery, readAll } from '../../contract/read-queries';
import { orderPageEndpoints } from '../../contract/routes/order-page.endpoints';
import { staffEndpoints } from '../../contract/routes/staff.endpoints';
import { orderReadsOf } from './orders.http-adapter';

describe('the reads an order page starts with', () => {
  it('are the addresses its gateways call, from the route table', () => {
    const id = '4f7c2a10-9b1e-4c3d-8e2f-0a1b2c3d4e5f';
    expect(orderReadsOf('own', id)).toEqual([
      addressOf(orderPageEndpoints.order, { id }) + queryStringOf(orderPageQuery),
      addressOf(orderPageEndpoints.messages, { id }) + queryStringOf(readAll),
    ]);
    expect(orderReadsOf('all', id)).toEqual([addressOf(staffEndpoints.order, { id }), addressOf(staffEndpoints.messages, { id }) + queryStringOf(readAll)]);
  });
});
