import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { consentMessages, currentConsentVersions } from '../../domain/people/consent';
import { aProfile } from '../../../test/support/application/fakes';
import type { ConsentDocument } from '../../domain/people/consent';
import { Notifications } from '../widgets/notifications';
import { ProfileStore } from './profile.store';
import { acceptedLines, Consents, pendingLines } from './consents';

const setup = () => {
  const accepted: (readonly ConsentDocument[])[] = [];
  let loads = 0;
  const notifications = new Notifications();
  const said: string[] = [];
  notifications.notifications$.subscribe((n) => said.push(n.message));
  const profile = new ProfileStore({
    load: async () => (loads++, E.right(aProfile())),
    loadedWithPage: () => null,
    exportUrl: () => '',
  });
  const consents = new Consents({ accepted: async () => E.right([]), accept: async (documents) => (accepted.push(documents), E.right(undefined)) }, profile, notifications);
  return { consents, accepted, said, loads: () => loads };
};

describe('the terms a dentist accepts, in the browser', () => {
  it('sends nothing until the box is ticked, then accepts what is pending and reloads the profile', async () => {
    const { consents, accepted, said, loads } = setup();
    expect(await consents.accept(['PRIVACY'], false)).toBe(false);
    expect(accepted).toEqual([]);
    expect(said).toEqual([consentMessages.required]);
    expect(await consents.accept(['PRIVACY'], true)).toBe(true);
    expect(accepted).toEqual([['PRIVACY']]);
    expect(loads()).toBe(1);
  });

  it('names each document with its version and date as dd/MM/yyyy, never a code', () => {
    const [line] = pendingLines(['TERMS']);
    expect(line).toEqual({ title: 'Termos de uso', path: '/termos-de-uso', version: `versão de ${currentConsentVersions.TERMS.split('-').reverse().join('/')}` });
    const [newest, older] = acceptedLines([
      { document: 'TERMS', version: '2026-01-10', acceptedAt: '2026-01-10T13:00:00.000Z' as never },
      { document: 'PRIVACY', version: '2026-11-27', acceptedAt: '2026-11-27T17:05:00.000Z' as never },
    ]);
    // Each word agrees with its title: "Aviso … aceito", "Termos … aceitos".
    expect(newest).toEqual({ title: 'Aviso de privacidade', path: '/aviso-de-privacidade', version: 'versão de 27/11/2026', accepted: 'aceito em 27/11/2026 14:05' });
    expect(older).toMatchObject({ title: 'Termos de uso', accepted: 'aceitos em 10/01/2026 10:00' });
  });
});
