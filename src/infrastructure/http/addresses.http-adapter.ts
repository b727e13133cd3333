import { inject, injectable } from 'inversify';
import type { Address, AddressBody, AddressPage, PostalCodeAnswer } from '../../contract/address.contract';
import { addressEndpoints as on } from '../../contract/routes/addresses.endpoints';
import type { ApiResult } from '../../application/ports/api-error';
import type { AddressesGateway, PostalCodeLookup } from '../../application/ports/addresses-gateway';
import { ApiClient } from './api-client';

@injectable()
export class AddressesHttpAdapter implements AddressesGateway {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  // Spec §7: address lists load with limit 999.
  list(): ApiResult<AddressPage> {
    return this.api.call(on.list, { query: { page: '1', limit: '999' } });
  }
  create(address: AddressBody): ApiResult<Address> {
    return this.api.call(on.create, { body: address });
  }
  update(id: string, address: AddressBody): ApiResult<Address> {
    return this.api.call(on.update, { params: { id }, body: address });
  }
  remove(id: string): ApiResult<void> {
    return this.api.call(on.remove, { params: { id } });
  }
}

/** ViaCEP-compatible answers, through the portal's own /api/cep. */
@injectable()
export class PostalCodeHttpAdapter implements PostalCodeLookup {
  constructor(@inject(ApiClient) private readonly api: ApiClient) {}
  lookup(cepDigits: string): ApiResult<PostalCodeAnswer> {
    return this.api.call(on.postalCode, { params: { cep: cepDigits } });
  }
}
