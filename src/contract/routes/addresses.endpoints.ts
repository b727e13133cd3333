import { Address, AddressInput, AddressPage, StaffAddressInput, CepParams, PageQuery, PostalCodeAnswer } from '../address.contract';
import { IdParams } from '../common.contract';
import { endpoint, NoContent } from '../endpoint';

/** A dentist's address book, and the staff's view of any dentist's (spec §7). */
export const addressEndpoints = {
  list: endpoint({ method: 'GET', path: '/api/address', caller: 'signedIn', query: PageQuery, answer: AddressPage, patientData: 'none' }),
  create: endpoint({ method: 'POST', path: '/api/address', caller: 'signedIn', body: AddressInput, answer: Address, created: true, patientData: 'none' }),
  update: endpoint({ method: 'PATCH', path: '/api/address/:id', caller: 'signedIn', params: IdParams, body: AddressInput, answer: Address, patientData: 'none' }),
  remove: endpoint({ method: 'DELETE', path: '/api/address/:id', caller: 'signedIn', params: IdParams, answer: NoContent, patientData: 'none' }),
  listOfDentist: endpoint({ method: 'GET', path: '/api/admin/address/dentist/:id', caller: 'staff', params: IdParams, query: PageQuery, answer: AddressPage, patientData: 'none' }),
  createForDentist: endpoint({ method: 'POST', path: '/api/admin/address', caller: 'staff', body: StaffAddressInput, answer: Address, created: true, patientData: 'none' }),
  updateAny: endpoint({ method: 'PATCH', path: '/api/admin/address/:id', caller: 'staff', params: IdParams, body: AddressInput, answer: Address, patientData: 'none' }),
  removeAny: endpoint({ method: 'DELETE', path: '/api/admin/address/:id', caller: 'staff', params: IdParams, answer: NoContent, patientData: 'none' }),
  /** ViaCEP-compatible: the browser asks the portal, not the outside service. */
  postalCode: endpoint({ method: 'GET', path: '/api/cep/:cep', caller: 'signedIn', params: CepParams, answer: PostalCodeAnswer, patientData: 'none', beforeConsent: true }),
} as const;
