import * as E from 'fp-ts/Either';
import { AttachmentUploaded } from '../../contract/attachment.contract';
import { orderEndpoints } from '../../contract/routes/orders.endpoints';
import { uploadEndpoints } from '../../contract/routes/uploads.endpoints';
import type { AttachmentKind } from '../../domain/attachments/file-acceptance';
import type { ApiResult } from '../../application/ports/api-error';
import { distinctUntilChanged, NEVER, type Observable, type Subscription } from 'rxjs';
import type { PickedFile, UploadProgress, UploadsGateway } from '../../application/ports/uploads-gateway';
import type { ApiClient } from './api-client';
import { ExpiringUrlStorage } from './resumable-url-storage';

/**
 * 8 MB: a size common proxies pass (Cloudflare takes 100 MB a request, nginx whatever
 * `client_max_body_size` says, which must be at least this), the S3 store's part size, and
 * little to send again after a cut on a clinic's line.
 */
export const chunkBytes = 8 * 1024 * 1024;
/** A dropped connection is tried again after these waits, then given up. */
const retryDelaysMs = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000, 60_000];

const sha256 = async (text: string): Promise<string> =>
  [...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))].map((b) => b.toString(16).padStart(2, '0')).join('');

const bodyOf = (text: string | undefined): unknown => {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

const lostConnection = 'Não foi possível enviar o arquivo. Verifique sua conexão e tente novamente.';

/**
 * Every upload of the portal, resumable: tus-js-client, loaded on the first upload,
 * sends the file in chunks to /api/uploads, retries a dropped connection by itself, and picks
 * up an unfinished upload of the same file for the same slot, even after the tab was closed.
 */
export class UploadsHttpAdapter implements UploadsGateway {
  constructor(
    private readonly api: ApiClient,
    private readonly storage: Storage,
    /** tus-js-client, loaded on the first upload (a test hands in a stand-in). */
    private readonly loadTus: () => Promise<Pick<typeof import('tus-js-client'), 'Upload'>> = () => import('tus-js-client'),
  ) {}

  async upload(kind: AttachmentKind, file: PickedFile, onProgress: (progress: UploadProgress) => void, paused$: Observable<boolean> = NEVER): ApiResult<AttachmentUploaded> {
    // A new version deployed meanwhile (or the line down) leaves the chunk to load: said like a lost connection.
    const tus = await this.loadTus().catch(() => undefined);
    if (!tus) return E.left({ _tag: 'NetworkError', message: lostConnection });
    const { Upload } = tus;
    const blob = file.blob as Blob & { lastModified?: number };
    let lastSent = 0;
    let switches: Subscription | undefined;
    return new Promise<Awaited<ApiResult<AttachmentUploaded>>>((resolve) => {
      const upload = new Upload(blob, {
        endpoint: new URL(this.api.href(uploadEndpoints.create), window.location.href).href,
        chunkSize: chunkBytes,
        retryDelays: retryDelaysMs,
        metadata: { kind, filename: file.name, filetype: file.type },
        // The slot is part of the file's identity: the same scan sent for the other arch is another upload.
        fingerprint: async () => `${await sha256(`${kind}:${file.name}:${file.size}:${blob.lastModified ?? ''}`)}`,
        urlStorage: new ExpiringUrlStorage(this.storage),
        storeFingerprintForResuming: true,
        removeFingerprintOnSuccess: true,
        // tus-js-client gives up while the browser says it is offline; a clinic's line comes back,
        // so a dropped connection (no answer), a server error or a conflict is tried again, waiting longer each time.
        onShouldRetry: (error) => {
          const status = (error as { originalResponse?: { getStatus(): number } | null }).originalResponse?.getStatus() ?? 0;
          const retry = status === 0 || status >= 500 || status === 409 || status === 423;
          if (retry) onProgress({ sent: lastSent, total: file.size, reconnecting: true });
          return retry;
        },
        onProgress: (sent, total) => {
          lastSent = sent;
          onProgress({ sent, total, reconnecting: false });
        },
        onSuccess: ({ lastResponse }) => {
          const body = bodyOf(lastResponse.getBody());
          // Finished before (its answer was lost): the upload's address tells what it became.
          if (body === undefined && upload.url) void this.resultOf(upload.url).then(resolve);
          else resolve(this.api.interpret(AttachmentUploaded, 200, body, true));
        },
        onError: (error) => {
          const response = (error as { originalResponse?: { getStatus(): number; getBody(): string } | null }).originalResponse;
          resolve(
            response ? this.api.interpret(AttachmentUploaded, response.getStatus(), bodyOf(response.getBody()), true) : E.left({ _tag: 'NetworkError', message: lostConnection }),
          );
        },
      });
      // Pausing ends the request under way; going on asks the server where it stands first. A
      // pause pressed before the look for an earlier upload of the file has ended holds the start.
      let paused = false;
      let looked = false;
      switches = paused$.pipe(distinctUntilChanged()).subscribe((now) => {
        paused = now;
        if (looked) void (now ? upload.abort() : upload.start());
      });
      void upload.findPreviousUploads().then((previous) => {
        if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
        looked = true;
        if (!paused) upload.start();
      });
    }).finally(() => switches?.unsubscribe());
  }

  scanPreviewUrl(attachmentId: string): string {
    return this.api.href(orderEndpoints.scanPreview, { params: { id: attachmentId } });
  }

  private resultOf(url: string): ApiResult<AttachmentUploaded> {
    return this.api.call(uploadEndpoints.result, { params: { id: url.split('/').pop() ?? '' } });
  }
}
