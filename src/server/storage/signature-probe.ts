import { Transform, type TransformCallback } from 'node:stream';
import { signatureLength } from '../../domain/attachments/content-signature';

/** Passes bytes through unchanged, keeping the first ones and counting the rest. */
export class SignatureProbe extends Transform {
  private readonly chunks: Buffer[] = [];
  private kept = 0;
  /** Not `size`: the S3 SDK's multipart upload reads a body's `size` as its whole length. */
  bytesSeen = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.kept < signatureLength) {
      const part = chunk.subarray(0, signatureLength - this.kept);
      this.chunks.push(part);
      this.kept += part.length;
    }
    this.bytesSeen += chunk.length;
    done(null, chunk);
  }

  get head(): Uint8Array {
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
