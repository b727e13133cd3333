import { BehaviorSubject } from 'rxjs';
import type * as E from 'fp-ts/Either';
import type { AttachmentUploaded } from '../../contract/attachment.contract';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import { transferLine } from '../../domain/format/transfer';
import type { Clock } from '../ports/gateways';
import type { PickedFile, UploadsGateway } from '../ports/uploads-gateway';
import { sendToSlot } from './send-to-slot';
import { TransferMeter } from './transfer-meter';

/** An upload on its way, as every screen shows it. */
export interface TrackedUpload {
  readonly id: number;
  readonly kind: AttachmentKind;
  readonly name: string;
  readonly size: number;
  /** From 0 to 1. */
  readonly progress: number;
  /** "12,3 de 50,0 MB · 4,2 MB/s · cerca de 9 s restantes". */
  readonly line: string;
  readonly paused: boolean;
  /** The connection dropped and the upload is being tried again by itself. */
  readonly reconnecting: boolean;
  /** Not started yet: it goes when one of the uploads under way ends. */
  readonly waiting: boolean;
}

/**
 * Files one screen sends at once; the others wait their turn, in the order they were chosen.
 * Over HTTP/1.1 a browser keeps six connections to a server: one holds the event stream, three
 * carry files, and two stay free for the screen's own requests (saving a step, attaching what
 * has arrived), which would otherwise wait behind 8 MB chunks on a slow line.
 */
export const uploadsAtOnce = 3;

/**
 * The uploads of one screen: each sent through `sendToSlot`, `uploadsAtOnce` at a time, with its
 * sizes, speed and time left, paused and continued on request (a paused upload under way keeps
 * its turn; a paused one waiting lets the next go first). `changed` receives the list after
 * every change.
 */
export class UploadTracker {
  private uploads: readonly TrackedUpload[] = [];
  private readonly controls = new Map<number, { readonly paused: BehaviorSubject<boolean>; readonly meter: TransferMeter }>();
  private readonly queue: { readonly id: number; readonly go: () => void }[] = [];
  private nextId = 1;

  constructor(
    private readonly deps: { readonly uploads: Pick<UploadsGateway, 'upload'>; readonly clock?: Clock },
    private readonly changed: (uploads: readonly TrackedUpload[]) => void,
  ) {}

  get current(): readonly TrackedUpload[] {
    return this.uploads;
  }

  async send(kind: AttachmentKind, file: PickedFile): Promise<E.Either<string, AttachmentUploaded>> {
    const id = this.nextId++;
    const waiting = this.sending >= uploadsAtOnce;
    const control = { paused: new BehaviorSubject(false), meter: new TransferMeter() };
    this.controls.set(id, control);
    this.set([
      ...this.uploads,
      { id, kind, name: file.name, size: file.size, progress: 0, line: transferLine(0, file.size, undefined), paused: false, reconnecting: false, waiting },
    ]);
    if (waiting) {
      await new Promise<void>((go) => this.queue.push({ id, go }));
      this.change(id, { waiting: false });
    }
    try {
      return await sendToSlot(
        this.deps.uploads,
        kind,
        file,
        ({ sent, total, reconnecting }) => {
          if (reconnecting) control.meter.reset();
          const speed = reconnecting ? undefined : control.meter.record((this.deps.clock?.now() ?? new Date()).getTime(), sent);
          this.change(id, { progress: total > 0 ? sent / total : 0, line: transferLine(sent, total, speed), reconnecting });
        },
        control.paused,
      );
    } finally {
      this.controls.delete(id);
      this.set(this.uploads.filter((u) => u.id !== id));
      this.startNext();
    }
  }

  /** Uploads under way: every upload of the screen but those waiting their turn. */
  private get sending(): number {
    return this.controls.size - this.queue.length;
  }

  /** The first upload waiting and not paused, when a turn is free. */
  private startNext(): void {
    const next = this.queue.findIndex((w) => !this.controls.get(w.id)?.paused.value);
    if (next < 0 || this.sending >= uploadsAtOnce) return;
    // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- next >= 0 indexes the queue
    this.queue.splice(next, 1)[0]!.go();
  }

  /** Stops an upload where it is; `resume` goes on from there. */
  pause(id: number): void {
    const upload = this.uploads.find((u) => u.id === id);
    const control = this.controls.get(id);
    if (!upload || !control) return;
    control.paused.next(true);
    // Stopped: no speed to tell, and the speed after it starts over.
    control.meter.reset();
    this.change(id, { paused: true, reconnecting: false, line: transferLine(upload.progress * upload.size, upload.size, undefined) });
  }

  resume(id: number): void {
    this.controls.get(id)?.paused.next(false);
    this.change(id, { paused: false });
    this.startNext();
  }

  private change(id: number, change: Partial<TrackedUpload>): void {
    this.set(this.uploads.map((u) => (u.id === id ? { ...u, ...change } : u)));
  }

  private set(uploads: readonly TrackedUpload[]): void {
    this.uploads = uploads;
    this.changed(uploads);
  }
}
