import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './app-deps';
import type { OrderEventHub } from './events/order-event-hub';
import type { SessionCache } from './accounts/session-cache';
import type { JobRunner } from './jobs/job-runner';

/** What the app makes once, at start, and hands to every feature beside its deps. */
export interface FeatureDeps extends AppDeps {
  readonly hub: OrderEventHub;
  readonly sessions: SessionCache;
  /** Background work's lanes: scan previews, the planners' stage builds, and the quick one (e-mails, the PSP). */
  readonly lanes: { readonly previews: JobRunner; readonly stageBuilds: JobRunner; readonly quick: JobRunner };
}

/** A feature's one entry (its register.ts): it serves the feature's endpoints on the app. */
export type RegisterFeature = (app: FastifyInstance, deps: FeatureDeps) => void;
