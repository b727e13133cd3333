import { Address, type AddressBody, AddressPage, PostalCodeAnswer } from '../../contract/address.contract';
import type { ApiResult } from '../../application/ports/api-error';
import type { AddressesGateway, PostalCodeLookup } from '../../application/ports/addresses-gateway';
import { type ApiClient, NoContent } from './api-client';

export class AddressesHttpAdapter implements AddressesGateway {
  constructor(private readonly api: ApiClient) {}
  // Spec §7: address lists load with limit 999.
  list(): ApiResult<AddressPage> {
    return this.api.request(AddressPage, '/address', { query: { page: 1, limit: 999 } });
  }
  create(address: AddressBody): ApiResult<Address> {
    return this.api.request(Address, '/address', { method: 'POST', body: address });
  }
  update(id: string, address: AddressBody): ApiResult<Address> {
    return this.api.request(Address, `/address/${encodeURIComponent(id)}`, { method: 'PATCH', body: address });
  }
  remove(id: string): ApiResult<void> {
    return this.api.request(NoContent, `/address/${encodeURIComponent(id)}`, { method: 'DELETE' });
  }
}

/** ViaCEP-compatible answers, through the portal's own /api/cep. */
export class PostalCodeHttpAdapter implements PostalCodeLookup {
  constructor(private readonly api: ApiClient) {}
  lookup(cepDigits: string): ApiResult<PostalCodeAnswer> {
    return this.api.request(PostalCodeAnswer, `/cep/${encodeURIComponent(cepDigits)}`);
  }
}
