import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { firstValueFrom, filter } from 'rxjs';
import { aProfile } from '../../../test/support/application/fakes';
import { ProfileStore } from './profile.store';

describe('profile store', () => {
  it('starts with the profile the page came with, asking nobody', async () => {
    let loads = 0;
    const given = aProfile({ name: 'Ana Souza' });
    const store = new ProfileStore({ load: async () => (loads++, E.right(aProfile())), exportUrl: () => '', loadedWithPage: () => given });
    expect(store.current).toEqual(given);
    expect(await firstValueFrom(store.loaded$)).toEqual(given);
    expect(loads).toBe(0);
  });

  it('without it, loads the profile when first followed', async () => {
    let loads = 0;
    const loaded = aProfile({ name: 'Carlos Lima' });
    const store = new ProfileStore({ load: async () => (loads++, E.right(loaded)), exportUrl: () => '', loadedWithPage: () => null });
    expect(store.current).toBeNull();
    expect(await firstValueFrom(store.loaded$.pipe(filter((profile) => profile !== null)))).toEqual(loaded);
    expect(loads).toBe(1);
  });
});
