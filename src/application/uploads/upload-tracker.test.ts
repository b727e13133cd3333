import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type { AttachmentUploaded } from '../../contract/attachment.contract';
import type { PickedFile, UploadsGateway } from '../ports/uploads-gateway';
import { type TrackedUpload, UploadTracker, uploadsAtOnce } from './upload-tracker';

const photo = (name: string): PickedFile => ({ name, size: 1000, type: 'image/jpeg', blob: new Blob(['x']) });

/** The server's side of the uploads: the test decides when each one ends. */
class HeldUploads implements Pick<UploadsGateway, 'upload'> {
  readonly started: string[] = [];
  readonly running = new Map<string, () => void>();
  most = 0;
  upload: UploadsGateway['upload'] = (_kind, file) =>
    new Promise((resolve) => {
      this.started.push(file.name);
      this.running.set(file.name, () => {
        this.running.delete(file.name);
        resolve(E.right({ id: file.name, name: file.name } as unknown as AttachmentUploaded));
      });
      this.most = Math.max(this.most, this.running.size);
    });
  finish(name: string): void {
    this.running.get(name)?.();
  }
}

/**
 * Every promise job queued so far has run: Node drains them all, and those they queue, before
 * its check phase. The uploads here are made of promises only, so no time is waited for.
 */
const settle = () => new Promise((resolve) => setImmediate(resolve));

const setup = () => {
  const uploads = new HeldUploads();
  let shown: readonly TrackedUpload[] = [];
  const tracker = new UploadTracker({ uploads }, (list) => (shown = list));
  return { uploads, tracker, shown: () => shown };
};

describe('uploads of one screen', () => {
  it(`sends ${uploadsAtOnce} files at once; the others say they wait, and go in the order chosen as turns free up`, async () => {
    const { uploads, tracker, shown } = setup();
    const names = ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg'];
    const sent = names.map((name) => tracker.send('FACIAL_SIDE', photo(name)));
    await settle();
    expect(uploads.started).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(shown().map((u) => [u.name, u.waiting])).toEqual(names.map((n, i) => [n, i >= uploadsAtOnce]));
    uploads.finish('b.jpg');
    await settle();
    expect(uploads.started).toEqual(['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg']);
    expect(shown().find((u) => u.name === 'd.jpg')?.waiting).toBe(false);
    for (const name of ['a.jpg', 'c.jpg', 'd.jpg', 'e.jpg']) {
      uploads.finish(name);
      await settle();
    }
    expect((await Promise.all(sent)).every(E.isRight)).toBe(true);
    expect(shown()).toEqual([]);
  });

  it('lets the next one go first while a waiting upload is paused, and starts it once continued', async () => {
    const { uploads, tracker } = setup();
    for (const name of ['a.jpg', 'b.jpg', 'c.jpg', 'd.jpg', 'e.jpg']) void tracker.send('FACIAL_SIDE', photo(name));
    await settle();
    tracker.pause(4);
    uploads.finish('a.jpg');
    await settle();
    expect(uploads.started.at(-1)).toBe('e.jpg');
    tracker.resume(4);
    await settle();
    expect(uploads.started).not.toContain('d.jpg');
    uploads.finish('b.jpg');
    await settle();
    expect(uploads.started.at(-1)).toBe('d.jpg');
  });

  it('gives the turn back when sending fails outright', async () => {
    let calls = 0;
    const tracker = new UploadTracker(
      { uploads: { upload: () => (calls++ === 0 ? Promise.reject(new Error('chunk failed to load')) : Promise.resolve(E.right({} as AttachmentUploaded))) } },
      () => undefined,
    );
    await expect(tracker.send('FACIAL_SIDE', photo('a.jpg'))).rejects.toThrow();
    const later = await Promise.all([1, 2, 3].map((n) => tracker.send('FACIAL_SIDE', photo(`${n}.jpg`))));
    expect(later.every(E.isRight)).toBe(true);
    expect(tracker.current).toEqual([]);
  });

  it(`never sends more than ${uploadsAtOnce} at once, sends each file once and in the order chosen, whatever order they end in`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 12 }), fc.array(fc.nat(), { maxLength: 40 }), async (count, endings) => {
        const { uploads, tracker, shown } = setup();
        const names = Array.from({ length: count }, (_, i) => `${i}.jpg`);
        const sent = names.map((name) => tracker.send('FACIAL_SIDE', photo(name)));
        await settle();
        for (const pick of [...endings, ...names.map(() => 0)]) {
          const running = [...uploads.running.keys()];
          if (running.length === 0) break;
          uploads.finish(running[pick % running.length]!);
          await settle();
        }
        expect((await Promise.all(sent)).length).toBe(count);
        expect(uploads.most).toBeLessThanOrEqual(uploadsAtOnce);
        expect(uploads.started).toEqual(names);
        expect(shown()).toEqual([]);
      }),
      { numRuns: 60 },
    );
  });
});
