import * as t from 'io-ts';
import { Uuid } from './common.contract';

/** POST /api/orders/draft: a new order for a patient, starting at the product step. */
export const CreateDraftRequest = t.type({ patientId: Uuid }, 'CreateDraftRequest');
export type CreateDraftRequest = t.TypeOf<typeof CreateDraftRequest>;

export const DraftCreated = t.type({ id: Uuid }, 'DraftCreated');
export type DraftCreated = t.TypeOf<typeof DraftCreated>;
