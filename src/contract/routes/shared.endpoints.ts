import { endpoint, Streamed } from '../endpoint';
import { PlanningStages, SharedMeshParams, ShareParams } from '../planning-stages.contract';

/** What a patient's link opens without signing in: the plan's stages, nothing else. */
export const sharedEndpoints = {
  plan: endpoint({ method: 'GET', path: '/api/shared/:token', caller: 'anyone', params: ShareParams, answer: PlanningStages, patientData: 'none' }),
  stageMesh: endpoint({ method: 'GET', path: '/api/shared/:token/stages/:arch/:stage', caller: 'anyone', params: SharedMeshParams, answer: Streamed, patientData: 'none' }),
} as const;
