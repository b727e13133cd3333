import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClinicalPreferences, emptyClinicalPreferences } from '../../domain/prescription/clinical-preferences';
import { bearer, json, startTestApp, type TestApp } from '../../../test/support/server/test-app';
import { testDatabaseTargets } from '../../../test/support/server/test-database';

describe.each(testDatabaseTargets())('a dentist’s clinical preferences on $name', (target) => {
  let t: TestApp;
  let dentista: string;
  let kol: string;
  let staff: string;
  beforeAll(async () => {
    t = await startTestApp(target);
    dentista = await t.login('dentista@demo.com.br');
    kol = await t.login('kol@demo.com.br');
    staff = await t.login('atendente@demo.com.br');
  });
  afterAll(() => t.close());

  const mine = async (token: string) => json<ClinicalPreferences>(await t.app.inject({ url: '/api/users/clinical-preferences', headers: bearer(token) }));
  const save = (token: string, payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/users/clinical-preferences', headers: bearer(token), payload });
  const dentistId = async (email: string) => (await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;

  it('starts empty, saves the answers made consistent, and keeps each dentist’s apart', async () => {
    expect(await mine(dentista)).toEqual(emptyClinicalPreferences);
    // "Manter" with an arch, and midline directions without a moving midline: the Ficha's rules decide.
    const sent = {
      ...emptyClinicalPreferences,
      overbiteKeep: true,
      overbiteSuperior: true,
      midline: 'KEEP',
      midlineArcardeSuperior: 'SUPERIOR_LEFT',
      diastemasAndSpaces: 'CLOSE_ALL',
      superiorAlignerExpansion: 'WITH_NECESSARY',
      extraction: 'WITHOUT_EXTRACTION',
      standingNote: 'Attachments só nos pré-molares. 😀',
    };
    const saved = await save(dentista, sent);
    expect(saved.statusCode).toBe(200);
    const expected = { ...sent, overbiteSuperior: false, midlineArcardeSuperior: null };
    expect(json(saved)).toEqual(expected);
    expect(await mine(dentista)).toEqual(expected);
    expect(await mine(kol)).toEqual(emptyClinicalPreferences);
  });

  it('refuses an unknown answer or an unstorable note with a Portuguese message, changing nothing', async () => {
    const before = await mine(dentista);
    const unknown = await save(dentista, { ...emptyClinicalPreferences, extraction: 'TALVEZ' });
    expect(unknown.statusCode).toBe(400);
    const bad = await save(dentista, { ...emptyClinicalPreferences, standingNote: 'a\u0000b' });
    expect(bad.statusCode).toBe(400);
    expect(json<{ message: string }>(bad).message).toBe('O campo Observação para todos os casos contém um caractere inválido.');
    const long = await save(dentista, { ...emptyClinicalPreferences, standingNote: 'a'.repeat(5001) });
    expect(json<{ message: string }>(long).message).toBe('O campo Observação para todos os casos aceita no máximo 5000 caracteres.');
    expect(await mine(dentista)).toEqual(before);
  });

  it('shows staff a dentist’s preferences, and no one else’s to a dentist', async () => {
    const id = await dentistId('dentista@demo.com.br');
    const seen = await t.app.inject({ url: `/api/admin/dentists/${id}/clinical-preferences`, headers: bearer(staff) });
    expect(json(seen)).toEqual(await mine(dentista));
    expect((await t.app.inject({ url: `/api/admin/dentists/${id}/clinical-preferences`, headers: bearer(kol) })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/users/clinical-preferences', headers: bearer(staff) })).statusCode).toBe(403);
    const staffId = await dentistId('atendente@demo.com.br');
    expect((await t.app.inject({ url: `/api/admin/dentists/${staffId}/clinical-preferences`, headers: bearer(staff) })).statusCode).toBe(404);
  });
});
