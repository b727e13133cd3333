import type { FastifyInstance } from 'fastify';
import { validateAddress } from '../../domain/people/address';
import { AddressInput, type AddressPage, addressMessagesOnWire, AdminAddressInput, IdParams, PageQuery } from '../../contract/address.contract';
import type { AppDeps } from '../app-deps';
import { authenticate, requireStaff } from '../http/authenticate';
import { decodeInput } from '../http/decode';
import { notFound } from '../http/http-error';
import { listLimits, pageOf } from '../http/paging';
import { rejectInvalid } from '../http/reject-invalid';
import { deleteAddress, findAddress, insertAddress, listAddresses, updateAddress } from '../repositories/addresses.repository';
import { findUserById } from '../repositories/users.repository';
import type { User } from '../repositories/users.repository';
import type { Db } from '../db/database';

/** The address, when it belongs to the dentist (or the caller is staff); 404 otherwise, so ids of others reveal nothing. */
const ownedAddress = async (db: Db, id: string, user: User) => {
  const found = await findAddress(db, id);
  if (!found || (user.role === 'DENTIST' && found.dentistId !== user.id)) throw notFound(addressMessagesOnWire.notFound);
  return found;
};

const dentistOr404 = async (db: Db, id: string) => {
  const dentist = await findUserById(db, id);
  if (!dentist || dentist.role !== 'DENTIST') throw notFound('Dentista não encontrado.');
  return dentist;
};

export const addressesRoutes = (app: FastifyInstance, { db, now, newId }: AppDeps): void => {
  app.get('/api/address', async (request) => {
    const user = await authenticate(db, request, now());
    const { page, limit } = pageOf(decodeInput(PageQuery, request.query), listLimits.records);
    const answer: AddressPage = { ...(await listAddresses(db, user.id, page, limit)), page, limit };
    return answer;
  });

  app.post('/api/address', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const input = decodeInput(AddressInput, request.body);
    rejectInvalid(validateAddress(input));
    return reply.status(201).send(await insertAddress(db, newId(), user.id, input, now()));
  });

  app.patch('/api/address/:id', async (request) => {
    const user = await authenticate(db, request, now());
    const { id } = decodeInput(IdParams, request.params);
    await ownedAddress(db, id, user);
    const input = decodeInput(AddressInput, request.body);
    rejectInvalid(validateAddress(input));
    return updateAddress(db, id, input);
  });

  app.delete('/api/address/:id', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const { id } = decodeInput(IdParams, request.params);
    await ownedAddress(db, id, user);
    await deleteAddress(db, id, now());
    return reply.status(204).send();
  });

  app.get('/api/admin/address/dentist/:id', async (request) => {
    requireStaff(await authenticate(db, request, now()));
    const { id } = decodeInput(IdParams, request.params);
    await dentistOr404(db, id);
    const { page, limit } = pageOf(decodeInput(PageQuery, request.query), listLimits.records);
    const answer: AddressPage = { ...(await listAddresses(db, id, page, limit)), page, limit };
    return answer;
  });

  app.post('/api/admin/address', async (request, reply) => {
    requireStaff(await authenticate(db, request, now()));
    const input = decodeInput(AdminAddressInput, request.body);
    rejectInvalid(validateAddress(input));
    await dentistOr404(db, input.dentistId);
    const { dentistId, ...address } = input;
    return reply.status(201).send(await insertAddress(db, newId(), dentistId, address, now()));
  });

  app.patch('/api/admin/address/:id', async (request) => {
    const staff = requireStaff(await authenticate(db, request, now()));
    const { id } = decodeInput(IdParams, request.params);
    await ownedAddress(db, id, staff);
    const input = decodeInput(AddressInput, request.body);
    rejectInvalid(validateAddress(input));
    return updateAddress(db, id, input);
  });

  app.delete('/api/admin/address/:id', async (request, reply) => {
    const staff = requireStaff(await authenticate(db, request, now()));
    const { id } = decodeInput(IdParams, request.params);
    await ownedAddress(db, id, staff);
    await deleteAddress(db, id, now());
    return reply.status(204).send();
  });
};
