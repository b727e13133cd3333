import type { Readable } from 'node:stream';
import * as E from 'fp-ts/Either';
import sharp from 'sharp';

/** The longest side of a thumbnail, in pixels: sharp at twice the size a slot shows it (120 px). */
export const thumbnailSide = 320;

/** A picture larger than this is not decoded (a decompression bomb); its slot shows the file's name. */
const maxInputPixels = 100_000_000;

// libvips keeps no cache of decoded images between builds: memory holds the build under way only.
sharp.cache(false);
sharp.concurrency(1);

/** The stored picture did not decode: its slot shows the file's name instead. */
export type ThumbnailFailure = 'BROKEN_IMAGE';

/** The source failed (storage), not the picture: the build is tried again. */
export class SourceFailed extends Error {}

/**
 * A small JPEG of a photo or X-ray, turned as its camera meant (EXIF orientation), streamed
 * from storage through libvips (which decodes a JPEG already shrunk), never held whole.
 */
export const buildThumbnail = async (source: Readable): Promise<E.Either<ThumbnailFailure, Buffer>> => {
  const pipeline = sharp({ failOn: 'error', limitInputPixels: maxInputPixels, sequentialRead: true })
    .rotate()
    .resize(thumbnailSide, thumbnailSide, { fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 78, mozjpeg: true });
  let sourceError: Error | undefined;
  source.once('error', (error) => {
    sourceError = error;
    pipeline.destroy(error);
  });
  source.pipe(pipeline);
  try {
    return E.right(await pipeline.toBuffer());
  } catch (error) {
    if (sourceError) throw new SourceFailed(sourceError.message);
    return E.left('BROKEN_IMAGE');
  } finally {
    source.destroy();
  }
};
