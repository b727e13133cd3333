import type { IncomingMessage } from 'node:http';
import type { Readable, Transform } from 'node:stream';

/** Parts one upload request may carry: the file, and a little room for a client's extras. */
export const partsPerUpload = 4;
/** Uploads one user may have under way at once: every slot of the wizard's step at a time. */
export const uploadsInFlightPerUser = 8;
/** How long an upload may send nothing before it is given up (the server's default). */
export const uploadIdleMs = 30_000;

export class UploadStalled extends Error {}
export class UploadIncomplete extends Error {}

/** Counts each user's uploads under way in this process. */
export class UploadsInFlight {
  private readonly counts = new Map<string, number>();

  /** Takes a place for the user, or answers false when every place is taken. */
  acquire(userId: string): boolean {
    const n = this.counts.get(userId) ?? 0;
    if (n >= uploadsInFlightPerUser) return false;
    this.counts.set(userId, n + 1);
    return true;
  }

  release(userId: string): void {
    const n = (this.counts.get(userId) ?? 1) - 1;
    if (n <= 0) this.counts.delete(userId);
    else this.counts.set(userId, n);
  }
}

/**
 * Fails the copy of one uploaded file (through `probe`) when the client stops sending for
 * `idleMs`, drops the connection, or ends the body before the file's closing boundary: the
 * copy then rejects, so its partial file is removed and its handle closed, and the request
 * is answered. Returns the function that stops watching.
 */
export const watchUpload = (raw: IncomingMessage, file: Readable, probe: Transform, idleMs: number): (() => void) => {
  const fail = (error: Error) => {
    if (!probe.destroyed) probe.destroy(error);
  };
  let timer = setTimeout(() => fail(new UploadStalled()), idleMs);
  const onData = () => {
    clearTimeout(timer);
    timer = setTimeout(() => fail(new UploadStalled()), idleMs);
  };
  const onClose = () => {
    if (!raw.complete) fail(new UploadIncomplete('connection closed'));
  };
  // @fastify/multipart destroys the file stream with busboy's error ("Unexpected end of
  // form") when the body ends early; pipe() would not pass that on.
  const onFileError = (error: Error) => fail(new UploadIncomplete(error.message));
  const onFileClose = () => {
    if (!file.readableEnded) fail(new UploadIncomplete('file part cut short'));
  };
  // The failure can come before the storage has started reading (it first makes folders):
  // an 'error' event with no listener would crash the process; the copy still sees the
  // error, as pipeline() reports a stream already destroyed with one.
  const ignore = () => undefined;
  probe.on('error', ignore);
  raw.on('data', onData);
  raw.once('close', onClose);
  file.once('error', onFileError);
  file.once('close', onFileClose);
  // The watch may start after the body already ended short (the request waited on the
  // database first, longer on PostgreSQL than on PGlite): its events are gone, its state is not.
  if (file.errored) onFileError(file.errored);
  else if (file.destroyed) onFileClose();
  if (raw.destroyed) onClose();
  return () => {
    clearTimeout(timer);
    raw.off('data', onData);
    raw.off('close', onClose);
    file.off('error', onFileError);
    file.off('close', onFileClose);
  };
};
