import type { ConsentDocument } from '../../../domain/people/consent';

export interface ConsentsTable {
  id: string;
  user_id: string;
  document: ConsentDocument;
  version: string;
  accepted_at: Date;
}
