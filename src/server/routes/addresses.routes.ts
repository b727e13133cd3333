import type { FastifyInstance, FastifyRequest } from 'fastify';
import { validateAddress } from '../../domain/people/address';
import { AddressInput, type AddressPage, addressMessagesOnWire, AdminAddressInput, PageQuery } from '../../contract/address.contract';
import { IdParams } from '../../contract/common.contract';
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
  const page = async (dentistId: string, query: unknown): Promise<AddressPage> => {
    const { page, limit } = pageOf(decodeInput(PageQuery, query), listLimits.records);
    return { ...(await listAddresses(db, dentistId, page, limit)), page, limit };
  };

  app.get('/api/address', async (request) => page((await authenticate(db, request, now())).id, request.query));

  app.post('/api/address', async (request, reply) => {
    const user = await authenticate(db, request, now());
    const input = decodeInput(AddressInput, request.body);
    rejectInvalid(validateAddress(input));
    return reply.status(201).send(await insertAddress(db, newId(), user.id, input, now()));
  });

  app.get('/api/admin/address/dentist/:id', async (request) => {
    requireStaff(await authenticate(db, request, now()));
    const { id } = decodeInput(IdParams, request.params);
    await dentistOr404(db, id);
    return page(id, request.query);
  });

  app.post('/api/admin/address', async (request, reply) => {
    requireStaff(await authenticate(db, request, now()));
    const input = decodeInput(AdminAddressInput, request.body);
    rejectInvalid(validateAddress(input));
    await dentistOr404(db, input.dentistId);
    const { dentistId, ...address } = input;
    return reply.status(201).send(await insertAddress(db, newId(), dentistId, address, now()));
  });

  // Editing and deleting are the same for the dentist (own addresses) and staff (any).
  for (const [base, staffOnly] of [['/api/address', false], ['/api/admin/address', true]] as const) {
    const caller = async (request: FastifyRequest) => {
      const user = await authenticate(db, request, now());
      return staffOnly ? requireStaff(user) : user;
    };

    app.patch(`${base}/:id`, async (request) => {
      const user = await caller(request);
      const { id } = decodeInput(IdParams, request.params);
      await ownedAddress(db, id, user);
      const input = decodeInput(AddressInput, request.body);
      rejectInvalid(validateAddress(input));
      return updateAddress(db, id, input);
    });

    app.delete(`${base}/:id`, async (request, reply) => {
      const user = await caller(request);
      const { id } = decodeInput(IdParams, request.params);
      await ownedAddress(db, id, user);
      await deleteAddress(db, id, now());
      return reply.status(204).send();
    });
  }
};
