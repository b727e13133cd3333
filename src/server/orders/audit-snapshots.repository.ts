import { displayFileName } from '../../domain/attachments/file-acceptance';
import { addressSummary } from '../../domain/people/address';
import type { Trx } from '../db/database';
import { toAddress } from '../accounts/addresses.repository';

// The audit trail keeps what a person read at the time of the change ("Rua A, 10 → Rua B, 20"),
// not ids: the record may be edited or removed later, and the trail must still read.

/** An address as one line, or null for none. */
export const addressText = async (trx: Trx, id: string | null): Promise<string | null> => {
  if (!id) return null;
  const row = await trx.selectFrom('addresses').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? addressSummary(toAddress(row)) : null;
};

/** A patient's full name, or null. */
export const patientName = async (trx: Trx, id: string | null): Promise<string | null> => {
  if (!id) return null;
  const row = await trx.selectFrom('patients').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirst();
  return row ? `${row.first_name} ${row.last_name}`.trim() : null;
};

/** A stored file's name as people read it (without the storage id), or null. */
export const fileName = async (trx: Trx, id: string | null): Promise<string | null> => {
  if (!id) return null;
  const row = await trx.selectFrom('attachments').select('name').where('id', '=', id).executeTakeFirst();
  return row ? displayFileName(row.name) : null;
};
