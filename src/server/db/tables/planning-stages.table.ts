import type { ColumnType, Generated } from 'kysely';
import type { Arch } from '../../../domain/order/arch';

/** Where a planning's stage models stand: waiting, being built, built, or refused (the planner reads why). */
export type StageSetStatus = 'PENDING' | 'BUILDING' | 'READY' | 'FAILED';

export interface PlanningStageSetsTable {
  planning_id: string;
  attachment_id: string;
  status: StageSetStatus;
  attempts: number;
  leased_until: Date | null;
  failure: string | null;
  last_stage: number | null;
  confirmed_last_stage: number | null;
  /** JSON array of the names that were not stages. */
  ignored: string | null;
  /** Nobody waits on it (the demo's plans): built in the background lane, apart from those a person sent. */
  background: Generated<boolean>;
  /** Its place in its lane's line: a new one when sent, and when it gives its turn to a build waiting. */
  turn: Generated<number>;
  created_at: Date;
  updated_at: Date;
}

export interface PlanningStageMeshesTable {
  planning_id: string;
  attachment_id: string;
  arch: Arch;
  stage: number;
  storage_key: string;
  bytes: number;
  triangles: number;
}

export interface PlanningIprTable {
  id: string;
  planning_id: string;
  tooth_a: number;
  tooth_b: number;
  /** Hundredths of a millimetre. */
  hundredths: number;
  before_stage: number;
}

export interface PlanningToothAttachmentsTable {
  id: string;
  planning_id: string;
  tooth: number;
  from_stage: number;
  until_stage: number | null;
}

export interface PlanningCommentsTable {
  id: string;
  planning_id: string;
  author_id: string;
  tooth: number;
  stage: number;
  x: number;
  y: number;
  z: number;
  text: string;
  sent_at: Date | null;
  answered_in_planning_id: string | null;
  created_at: ColumnType<Date, Date, never>;
}

export interface PlanningSharesTable {
  id: string;
  planning_id: string;
  token_hash: string;
  created_by: string;
  created_at: ColumnType<Date, Date, never>;
  expires_at: Date;
  revoked_at: Date | null;
  opens: Generated<number>;
  last_opened_at: Date | null;
}
