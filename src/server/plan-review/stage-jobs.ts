import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyBaseLogger } from 'fastify';
import * as E from 'fp-ts/Either';
import { extensionOf } from '../../domain/attachments/file-acceptance';
import { readStageSet, stageCountText, type StageFile } from '../../domain/planning/stage-files';
import { stageMessages } from '../../contract/planning-stages.contract';
import type { Db } from '../db/database';
import type { JobKind } from '../jobs/job-runner';
import { finishStages } from './finish-stage-build';
import { BuildCrashed, MeshThread } from '../previews/mesh-in-worker';
import { stageTriangleLimit } from '../previews/triangle-limits';
import {
  anotherStageBuildWaits,
  builtStages,
  type ClaimedStages,
  claimStageBuild,
  forgetOtherStages,
  giveStageBuildTurn,
  recordStageMesh,
  renewStageBuildLease,
  type StageBuildOutcome,
} from './planning-stages.repository';
import { stageMeshKeyOf } from '../previews/scan-previews.repository';
import type { AttachmentStorage } from '../storage/attachment-storage';
import { readZip, UnreadableZip } from './stage-zip';
import { stageFolderPrefix } from './stage-folders';

/** The ZIP's refusal, told to the planner: its stages are not a plan the portal can show. */
class Refused extends Error {}

/** How long a build runs before it gives its turn to another waiting in its lane. */
export const stageBuildShareMs = 5_000;

/**
 * A planning's stage models as jobs of the runner, queued in `planning_stage_sets`:
 * the ZIP is copied to a temporary file, its names read by the domain's rules, and each stage's
 * mesh built like a scan's preview (with fewer triangles), one after another in the lane's one
 * thread, and stored beside the ZIP. Stages already built are kept, so a build cut short (a
 * stop, kill -9) goes on where it was; a build that had its share while another waits gives its
 * turn the same way, so a person's build waits behind at most one share of another's.
 */
export const stageJobs = (
  db: Db,
  storage: AttachmentStorage,
  now: () => Date,
  log: FastifyBaseLogger,
  { background, shareMs = stageBuildShareMs }: { readonly background: boolean; readonly shareMs?: number },
): JobKind<ClaimedStages> => {
  const finish = (job: ClaimedStages, outcome: StageBuildOutcome) => finishStages(db, job, outcome, now());
  const thread = new MeshThread();

  const buildStage = async (job: ClaimedStages, file: StageFile, open: () => Promise<Readable>, size: number, stopping: AbortSignal) => {
    const built = await thread.build(await open(), size, extensionOf(file.path) === 'ply' ? 'ply' : 'stl', stopping, stageTriangleLimit).catch((error: unknown) => {
      // The thread crashed or was stopped: tried again. Otherwise the entry's bytes failed (cut short, or more than declared).
      throw error instanceof BuildCrashed ? error : new Refused(stageMessages.unreadableEntry(file.path));
    });
    if (E.isLeft(built)) throw new Refused(stageMessages.brokenMesh(file.path));
    const key = stageMeshKeyOf(job.storageKey, file.arch, file.stage);
    const { glb, triangles } = built.right;
    await storage.write(key, Readable.from([Buffer.from(glb.buffer, glb.byteOffset, glb.byteLength)]));
    await recordStageMesh(db, job, { arch: file.arch, stage: file.stage, storageKey: key, bytes: glb.byteLength, triangles });
  };

  const build = async (job: ClaimedStages, zipPath: string, stopping: AbortSignal): Promise<void> => {
    const zip = await readZip(zipPath);
    try {
      const encrypted = zip.entries.filter((e) => e.encrypted).map((e) => e.path);
      if (encrypted.length > 0) throw new Refused(stageMessages.encrypted(encrypted));
      const set = readStageSet(zip.entries, job.zipBytes, job.arches);
      if (E.isLeft(set)) throw new Refused(set.left);
      const { lastStage, arches, ignored } = set.right;
      if (lastStage !== job.alignerSteps && lastStage !== job.confirmedLastStage) {
        await finish(job, { status: 'FAILED', failure: `${stageCountText(lastStage, job.alignerSteps)} ${stageMessages.confirmCount}`, lastStage });
        return;
      }
      const done = await builtStages(db, job);
      const started = performance.now();
      const byPath = new Map(zip.entries.map((e) => [e.path, e]));
      // Stage 0 and the last first, as the viewer asks for them first.
      const files = [...(arches.upper ?? []), ...(arches.lower ?? [])].sort(
        (a, b) => Number(b.stage === 0 || b.stage === lastStage) - Number(a.stage === 0 || a.stage === lastStage),
      );
      for (const file of files) {
        if (done.has(`${file.arch}-${file.stage}`)) continue;
        // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- the stage set was read from these entries
        const entry = byPath.get(file.path)!;
        await buildStage(job, file, entry.open, entry.uncompressedSize, stopping);
        if (performance.now() - started >= shareMs && (await anotherStageBuildWaits(db, job, background, now()))) {
          await giveStageBuildTurn(db, job, now());
          log.info({ planningId: job.id }, 'planning stages give their turn');
          return;
        }
      }
      if (await finish(job, { status: 'READY', lastStage, ignored })) log.info({ planningId: job.id, stages: lastStage, meshes: files.length }, 'planning stages built');
    } finally {
      zip.close();
    }
  };

  return {
    name: background ? 'planning-stages-background' : 'planning-stages',
    claim: (at, leasedUntil) => claimStageBuild(db, at, leasedUntil, background),
    renew: (job, leasedUntil) => renewStageBuildLease(db, job, leasedUntil),
    giveUp: async (job) => void (await finish(job, { status: 'FAILED', failure: stageMessages.gaveUp })),
    release: async (job) => void (await finish(job, { status: 'PENDING' })),
    close: () => thread.close(),
    run: async (job, stopping) => {
      for (const key of await forgetOtherStages(db, job)) await storage.remove(key);
      const source = await storage.read(job.storageKey);
      if (!source) {
        await finish(job, { status: 'FAILED', failure: stageMessages.gaveUp });
        return;
      }
      const folder = await mkdtemp(join(tmpdir(), stageFolderPrefix()));
      try {
        // yauzl reads a ZIP from its end (the central directory): the file must be at hand.
        await pipeline(source, createWriteStream(join(folder, 'stages.zip')));
        await build(job, join(folder, 'stages.zip'), stopping);
      } catch (error) {
        if (error instanceof Refused || error instanceof UnreadableZip) {
          const failure = error instanceof Refused ? error.message : stageMessages.unreadable;
          await finish(job, { status: 'FAILED', failure });
          log.info({ planningId: job.id }, 'planning stages refused');
          return;
        }
        throw error instanceof BuildCrashed || stopping.aborted ? error : new BuildCrashed(error instanceof Error ? error.message : 'stage build failed');
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    },
  };
};
