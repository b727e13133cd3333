import { TOKENS } from '../../application/tokens';
import { AddressBookViewModel } from '../../application/addresses/address-book.view-model';
import { cepLookups, CepLookupViewModel } from '../../application/addresses/cep-lookup.view-model';
import { AddressesHttpAdapter, PostalCodeHttpAdapter } from '../../infrastructure/http/addresses.http-adapter';
import { area } from '../di/area';
import { bindMaker } from '../di/bind-maker';
import { addressesDialogs } from '../addresses/addresses.dialogs';

/** The dentist's addresses: the header's menu, the wizard, "Meus dados", the order pages. */
export const addressesArea = area(
  'addresses',
  [],
  ({ bind }) => {
    bind(TOKENS.AddressesGateway).to(AddressesHttpAdapter).inSingletonScope();
    bind(TOKENS.PostalCodeLookup).to(PostalCodeHttpAdapter).inSingletonScope();
    bind(AddressBookViewModel).toSelf().inSingletonScope();
    bindMaker(bind, cepLookups, (c) => {
      const book = c.get(AddressBookViewModel);
      return () => new CepLookupViewModel((cep) => book.lookupCep(cep));
    });
  },
  addressesDialogs,
);
