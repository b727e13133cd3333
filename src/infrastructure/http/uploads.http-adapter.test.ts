// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BehaviorSubject } from 'rxjs';
import * as E from 'fp-ts/Either';
import type { UploadOptions } from 'tus-js-client';
import { ApiClient } from './api-client';
import { UploadsHttpAdapter } from './uploads.http-adapter';

/** tus-js-client as the adapter drives it: the test sees each start and abort, and ends the upload. */
class FakeUpload {
  static made: FakeUpload[] = [];
  starts = 0;
  aborts = 0;
  url: string | null = null;
  /** The look for an earlier upload of the file: awaiting it lets the adapter's own reaction run first. */
  readonly lookup = Promise.resolve([]);
  constructor(
    readonly file: Blob,
    readonly options: UploadOptions,
  ) {
    FakeUpload.made.push(this);
  }
  findPreviousUploads() {
    return this.lookup;
  }
  resumeFromPreviousUpload() {}
  start() {
    this.starts++;
  }
  abort() {
    this.aborts++;
    return Promise.resolve();
  }
}

const photo = { name: 'perfil.jpg', size: 3, type: 'image/jpeg', blob: new Blob(['abc']) };
/** The upload the adapter made, once it has loaded its tus stand-in and made it. */
const madeUpload = async (): Promise<FakeUpload> => {
  for (let turns = 0; !FakeUpload.made[0]; turns++) {
    if (turns > 10_000) throw new Error('the adapter made no upload');
    await Promise.resolve();
  }
  return FakeUpload.made[0];
};
const adapterWith = (load: () => Promise<unknown>) => new UploadsHttpAdapter(new ApiClient(), window.localStorage, load as never);

describe('resumable uploads in the browser', () => {
  it('holds a file paused before its upload began until it is continued, then pauses and goes on as asked', async () => {
    FakeUpload.made = [];
    const paused = new BehaviorSubject(true);
    const sent = adapterWith(async () => ({ Upload: FakeUpload })).upload('FACIAL_SIDE', photo, () => undefined, paused);
    const upload = await madeUpload();
    await upload.lookup;
    expect(upload.starts).toBe(0);
    paused.next(false);
    expect(upload.starts).toBe(1);
    paused.next(true);
    expect(upload.aborts).toBe(1);
    paused.next(false);
    expect(upload.starts).toBe(2);
    const answer = { id: '00000000-0000-4000-8000-000000000001', key: 'k', name: 'perfil.jpg', size: 3, type: 'FACIAL_SIDE' };
    upload.options.onSuccess!({ lastResponse: { getBody: () => JSON.stringify(answer) } } as never);
    expect(E.isRight(await sent)).toBe(true);
  });

  it('starts a file nobody paused as soon as it has looked for an earlier upload of it', async () => {
    FakeUpload.made = [];
    void adapterWith(async () => ({ Upload: FakeUpload })).upload('FACIAL_SIDE', photo, () => undefined);
    const upload = await madeUpload();
    await upload.lookup;
    expect(FakeUpload.made.map((u) => u.starts)).toEqual([1]);
  });

  it('says the connection was lost when its code cannot load (a new version deployed meanwhile)', async () => {
    const result = await adapterWith(() => Promise.reject(new Error('Failed to fetch dynamically imported module'))).upload('FACIAL_SIDE', photo, () => undefined);
    expect(result).toEqual(E.left({ _tag: 'NetworkError', message: 'Não foi possível enviar o arquivo. Verifique sua conexão e tente novamente.' }));
  });
});
