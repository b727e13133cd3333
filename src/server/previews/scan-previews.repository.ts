import { sql } from 'kysely';
import { isPictureName, previewScope } from '../../domain/attachments/scan-preview';
import type { Arch } from '../../domain/order/arch';
import type { Db } from '../db/database';
import type { ScanPreviewFailure, ScanPreviewStatus } from '../db/tables/scan-previews.table';

/** A scan's 3D preview and a picture's thumbnail are stored beside their file, each with its own suffix. */
const previewSuffixes = { MESH: '.preview.glb', IMAGE: '.preview.jpg' } as const;

/** Where a file's preview is stored, by the file's name: a picture's thumbnail, or a scan's 3D preview. */
export const previewKeyOf = (storageKey: string, fileName: string): string => `${storageKey}${previewSuffixes[isPictureName(fileName) ? 'IMAGE' : 'MESH']}`;

/** Every key a file's preview may be stored at, for removing it with its file. */
export const previewKeysOf = (storageKey: string): string[] => Object.values(previewSuffixes).map((suffix) => `${storageKey}${suffix}`);

/** Where one stage's mesh of a planning's stage ZIP is stored: beside the ZIP. */
export const stageMeshKeyOf = (zipKey: string, arch: Arch, stage: number): string => `${zipKey}.stage-${arch}-${stage}.glb`;

const stageMeshSuffix = /\.stage-(upper|lower)-[0-9]+\.glb$/;

/** The attachment a stored file belongs to: itself, or the file it was built from (the inverse of `previewKeyOf` and `stageMeshKeyOf`). */
export const attachmentKeyOfStored = (key: string): string => {
  const suffix = Object.values(previewSuffixes).find((s) => key.endsWith(s));
  return suffix ? key.slice(0, -suffix.length) : key.replace(stageMeshSuffix, '');
};

/** Asks for a scan's preview; asking again changes nothing. */
export const requestScanPreview = async (db: Db, attachmentId: string, at: Date): Promise<void> => {
  await db
    .insertInto('scan_previews')
    .values({ attachment_id: attachmentId, status: 'PENDING', attempts: 0, created_at: at, updated_at: at })
    .onConflict((c) => c.column('attachment_id').doNothing())
    .execute();
};

/** Asks for the previews of scans stored before previews existed, or whose request was lost. */
export const requestMissingScanPreviews = async (db: Db, at: Date): Promise<number> => {
  const { kinds, extensions } = previewScope;
  const result = await db
    .insertInto('scan_previews')
    .columns(['attachment_id', 'status', 'attempts', 'created_at', 'updated_at'])
    .expression((eb) =>
      eb
        .selectFrom('attachments')
        .select(['attachments.id', sql.lit('PENDING').as('status'), sql.lit(0).as('attempts'), sql<Date>`${at}`.as('created_at'), sql<Date>`${at}`.as('updated_at')])
        .where('attachments.kind', 'in', [...kinds])
        .where((w) => w.or(extensions.map((e) => w(sql<string>`lower(attachments.name)`, 'like', `%.${e}`))))
        .where((eb) => eb.not(eb.exists(eb.selectFrom('scan_previews').select('attachment_id').whereRef('scan_previews.attachment_id', '=', 'attachments.id')))),
    )
    .onConflict((c) => c.column('attachment_id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0);
};

export interface ClaimedBuild {
  /** The attachment's id. */
  readonly id: string;
  readonly storageKey: string;
  readonly name: string;
  readonly size: number;
  readonly attempts: number;
}

/**
 * Takes the oldest waiting build, or one whose lease ran out (its process died), until
 * `leasedUntil`. Several processes may claim at once: each gets a different job.
 */
export const claimScanPreview = async (db: Db, at: Date, leasedUntil: Date): Promise<ClaimedBuild | undefined> => {
  const claimed = await db
    .updateTable('scan_previews')
    .set((eb) => ({ status: 'BUILDING', attempts: eb('attempts', '+', 1), leased_until: leasedUntil, updated_at: at }))
    .where('attachment_id', '=', (eb) =>
      eb
        .selectFrom('scan_previews')
        .select('attachment_id')
        .where((w) => w.or([w('status', '=', 'PENDING'), w.and([w('status', '=', 'BUILDING'), w('leased_until', '<', at)])]))
        .orderBy('created_at')
        .limit(1)
        .forUpdate()
        .skipLocked(),
    )
    .returning(['attachment_id', 'attempts'])
    .executeTakeFirst();
  if (!claimed) return undefined;
  const file = await db.selectFrom('attachments').select(['storage_key', 'name', 'size']).where('id', '=', claimed.attachment_id).executeTakeFirst();
  // Removed since: the cascade took the job too, or will.
  if (!file) return undefined;
  return { id: claimed.attachment_id, storageKey: file.storage_key, name: file.name, size: Number(file.size), attempts: claimed.attempts };
};

/** Keeps a running build's claim. False when the job is no longer this build's. */
export const renewScanPreviewLease = async (db: Db, attachmentId: string, attempts: number, until: Date): Promise<boolean> => {
  const result = await db
    .updateTable('scan_previews')
    .set({ leased_until: until })
    .where('attachment_id', '=', attachmentId)
    .where('status', '=', 'BUILDING')
    .where('attempts', '=', attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

type Outcome = { status: 'READY'; sourceTriangles: number; triangles: number; size: number } | { status: 'FAILED'; failure: ScanPreviewFailure } | { status: 'PENDING' };

/** Records how a build ended, unless another build took the job meanwhile (its lease ran out). */
export const finishScanPreview = async (db: Db, attachmentId: string, attempts: number, outcome: Outcome, at: Date): Promise<boolean> => {
  const result = await db
    .updateTable('scan_previews')
    .set({
      status: outcome.status,
      leased_until: null,
      failure: outcome.status === 'FAILED' ? outcome.failure : null,
      source_triangles: outcome.status === 'READY' ? outcome.sourceTriangles : null,
      triangles: outcome.status === 'READY' ? outcome.triangles : null,
      size: outcome.status === 'READY' ? outcome.size : null,
      updated_at: at,
    })
    .where('attachment_id', '=', attachmentId)
    .where('status', '=', 'BUILDING')
    .where('attempts', '=', attempts)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
};

/** A stored preview that went missing is built again. */
export const rebuildScanPreview = async (db: Db, attachmentId: string, at: Date): Promise<void> => {
  await db
    .updateTable('scan_previews')
    .set({ status: 'PENDING', attempts: 0, leased_until: null, updated_at: at })
    .where('attachment_id', '=', attachmentId)
    .where('status', '=', 'READY')
    .execute();
};

export interface ScanPreviewState {
  /** Null for a file that has never had a preview asked for. */
  readonly status: ScanPreviewStatus | null;
  readonly storageKey: string;
  readonly attachmentId: string;
  /** The file's name, whose extension says what its preview is. */
  readonly name: string;
}

const previewOfFile = (db: Db) =>
  db
    .selectFrom('attachments')
    .leftJoin('scan_previews', 'scan_previews.attachment_id', 'attachments.id')
    .select(['attachments.id as attachmentId', 'attachments.storage_key as storageKey', 'attachments.name', 'scan_previews.status']);

/** A file's preview, if the file is one `userId` may read as a dentist: theirs, or a file of one of their orders. */
export const dentistScanPreview = (db: Db, attachmentId: string, userId: string): Promise<ScanPreviewState | undefined> =>
  previewOfFile(db)
    .where('attachments.id', '=', attachmentId)
    .where((w) =>
      w.or([
        w('attachments.owner_id', '=', userId),
        w.exists(
          w
            .selectFrom('order_attachments')
            .innerJoin('orders', 'orders.id', 'order_attachments.order_id')
            .select('orders.id')
            .whereRef('order_attachments.attachment_id', '=', 'attachments.id')
            .where('orders.dentist_id', '=', userId),
        ),
      ]),
    )
    .executeTakeFirst();

/** The preview of one of an order's files, as the staff read it. */
export const orderScanPreview = (db: Db, orderId: string, attachmentId: string): Promise<ScanPreviewState | undefined> =>
  previewOfFile(db)
    .innerJoin('order_attachments', 'order_attachments.attachment_id', 'attachments.id')
    .where('order_attachments.order_id', '=', orderId)
    .where('attachments.id', '=', attachmentId)
    .executeTakeFirst();
