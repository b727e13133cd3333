import type { Address, AddressBody, AddressPage, PostalCodeAnswer } from '../../contract/address.contract';
import type { ApiResult } from './api-error';

export interface AddressesGateway {
  list(): ApiResult<AddressPage>;
  create(address: AddressBody): ApiResult<Address>;
  update(id: string, address: AddressBody): ApiResult<Address>;
  remove(id: string): ApiResult<void>;
}

export interface PostalCodeLookup {
  lookup(cepDigits: string): ApiResult<PostalCodeAnswer>;
}
