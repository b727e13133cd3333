import type * as t from 'io-ts';
import type { FastifyInstance } from 'fastify';
import { validateAddress } from '../../domain/people/address';
import { type AddressPage, addressMessagesOnWire, type PageQuery } from '../../contract/address.contract';
import { addressEndpoints } from '../../contract/routes/addresses.endpoints';
import type { AppDeps } from '../app-deps';
import { serve } from '../http/serve';
import { notFound } from '../http/http-error';
import { listLimits, pageOf } from '../http/paging';
import { rejectInvalid } from '../http/reject-invalid';
import { deleteAddress, findAddress, insertAddress, listAddresses, updateAddress } from './addresses.repository';
import { findUserById } from './users.repository';
import type { User } from './users.repository';
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
  const page = async (dentistId: string, query: PageQuery): Promise<t.OutputOf<typeof AddressPage>> => {
    const { page, limit } = pageOf(query, listLimits.records);
    return { ...(await listAddresses(db, dentistId, page, limit)), page, limit };
  };
  const on = addressEndpoints;

  serve(app, on.list, ({ user, query }) => page(user.id, query));

  serve(app, on.create, async ({ user, body }) => {
    rejectInvalid(validateAddress(body));
    return insertAddress(db, newId(), user.id, body, now());
  });

  serve(app, on.listOfDentist, async ({ params, query }) => {
    await dentistOr404(db, params.id);
    return page(params.id, query);
  });

  serve(app, on.createForDentist, async ({ body }) => {
    rejectInvalid(validateAddress(body));
    await dentistOr404(db, body.dentistId);
    const { dentistId, ...address } = body;
    return insertAddress(db, newId(), dentistId, address, now());
  });

  // Editing and deleting are the same for the dentist (own addresses) and staff (any).
  for (const [update, remove] of [
    [on.update, on.remove],
    [on.updateAny, on.removeAny],
  ] as const) {
    serve(app, update, async ({ user, params, body }) => {
      await ownedAddress(db, params.id, user);
      rejectInvalid(validateAddress(body));
      const updated = await updateAddress(db, params.id, body);
      if (!updated) throw notFound(addressMessagesOnWire.notFound);
      return updated;
    });

    serve(app, remove, async ({ user, params }) => {
      await ownedAddress(db, params.id, user);
      await deleteAddress(db, params.id, now());
    });
  }
};
