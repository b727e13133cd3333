import * as E from 'fp-ts/Either';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { Clock } from '../ports/gateways';
import type { OrderSectionsGateway } from '../ports/order-sections-gateway';
import type { PickedFile, UploadsGateway } from '../ports/uploads-gateway';
import { openArches, openScan, type ScanFile } from '../scans/scan-dialogs';
import { type SlotErrors, withSlotError } from '../uploads/slot-errors';
import { type TrackedUpload, UploadTracker } from '../uploads/upload-tracker';
import type { ModalQueue } from '../widgets/modal-queue';
import type { PageStore } from '../widgets/page-store';

/** What the files section reads and writes of its page's state. */
export interface OrderFilesState {
  readonly busy: boolean;
  readonly order: { readonly attachments: readonly ScanFile[] } | undefined;
  readonly uploads: readonly TrackedUpload[];
  readonly slotErrors: SlotErrors;
}

/**
 * An order's files as a section of either order page, on the page's store: a new file sent
 * into its slot (with its progress and its slot's error), each file's download and thumbnail
 * address, and its scans in the 3D viewer, alone or both arches together.
 */
export class OrderFilesSection {
  /** The files on their way. */
  readonly tracker: UploadTracker;

  constructor(
    private readonly orderId: string,
    private readonly store: Pick<PageStore<OrderFilesState>, 'state' | 'patch' | 'fail' | 'run'>,
    private readonly deps: {
      readonly gateway: OrderSectionsGateway;
      readonly uploads: UploadsGateway;
      readonly modals: ModalQueue;
      readonly clock?: Clock;
    },
    /** What the page says once a file is on the order. */
    private readonly sentText: string,
  ) {
    this.tracker = new UploadTracker(deps, (uploads) => this.store.patch({ uploads }));
  }

  /** Uploads the file, then puts it on the order in the slot; a refusal is said at the slot too. */
  async send(kind: AttachmentKind, file: PickedFile): Promise<void> {
    this.store.patch({ slotErrors: withSlotError(this.store.state.slotErrors, kind, undefined) });
    const uploaded = await this.tracker.send(kind, file);
    if (E.isLeft(uploaded)) {
      this.store.fail(uploaded.left);
      this.store.patch({ slotErrors: withSlotError(this.store.state.slotErrors, kind, uploaded.left) });
      return;
    }
    await this.store.run(() => this.deps.gateway.addAttachment(this.orderId, uploaded.right.id, kind), this.sentText);
  }

  urlOf(attachmentId: string): string {
    return this.deps.gateway.attachmentUrl(this.orderId, attachmentId);
  }

  /** A picture's thumbnail (the same preview address as a scan's). */
  thumbnailOf(attachmentId: string): string {
    return this.deps.gateway.scanPreviewUrl(this.orderId, attachmentId);
  }

  /** A scan of the order in the 3D viewer. */
  viewScan(attachmentId: string): void {
    const file = this.store.state.order?.attachments.find((a) => a.id === attachmentId);
    if (file) openScan(this.deps.modals, file, this.scanAddresses);
  }

  /** Both arches together in the 3D viewer. */
  viewArches(): void {
    openArches(this.deps.modals, this.store.state.order?.attachments ?? [], this.scanAddresses);
  }

  private readonly scanAddresses = { previewUrlOf: (id: string) => this.thumbnailOf(id), downloadUrlOf: (id: string) => this.urlOf(id) };
}
