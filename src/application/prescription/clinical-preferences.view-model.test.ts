import * as E from 'fp-ts/Either';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { type ClinicalPreferences, emptyClinicalPreferences, preferenceSections } from '../../domain/prescription/clinical-preferences';
import type { ClinicalPreferencesGateway } from '../ports/clinical-preferences-gateway';
import { Notifications } from '../widgets/notifications';
import { ClinicalPreferencesViewModel, clinicalPreferenceTexts } from './clinical-preferences.view-model';

const setup = (stored: ClinicalPreferences = emptyClinicalPreferences) => {
  const sent: ClinicalPreferences[] = [];
  const gateway: ClinicalPreferencesGateway = {
    load: async () => E.right(stored),
    save: async (p) => (sent.push(p), E.right(p)),
    ofDentist: async () => E.right(stored),
  };
  const notifications = new Notifications();
  const said: string[] = [];
  notifications.notifications$.subscribe((n) => said.push(n.message));
  return { vm: new ClinicalPreferencesViewModel(gateway, notifications), sent, said };
};

describe('the "Preferências clínicas" page', () => {
  it('edits the answers with the Ficha’s rules and saves them with the note', async () => {
    const { vm, sent, said } = setup();
    await vm.start();
    vm.setArch('overbite', 'upper', true);
    vm.setKeep('overbite', true);
    vm.setMidline('KEEP');
    vm.setDiastemas('CLOSE_ALL');
    vm.setNote('Sem attachments nos incisivos.');
    await vm.save();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      overbiteKeep: true,
      overbiteSuperior: false,
      midline: 'KEEP',
      diastemasAndSpaces: 'CLOSE_ALL',
      standingNote: 'Sem attachments nos incisivos.',
    });
    expect(said).toEqual([clinicalPreferenceTexts.saved]);
    expect((await firstValueFrom(vm.state$)).saving).toBe(false);
  });

  it('refuses a note past its length before sending, naming the field', async () => {
    const { vm, sent } = setup();
    await vm.start();
    vm.setNote('a'.repeat(5001));
    await vm.save();
    expect(sent).toEqual([]);
    expect((await firstValueFrom(vm.state$)).noteError).toBe('O campo Observação para todos os casos aceita no máximo 5000 caracteres.');
  });

  it('clears every default at once', async () => {
    const { vm, sent, said } = setup({ ...emptyClinicalPreferences, extraction: 'WITHOUT_EXTRACTION' });
    await vm.start();
    expect((await firstValueFrom(vm.state$)).form.extraction).toBe('WITHOUT_EXTRACTION');
    await vm.clear();
    expect(sent).toEqual([emptyClinicalPreferences]);
    expect((await firstValueFrom(vm.state$)).form.extraction).toBeNull();
    expect(said).toEqual([clinicalPreferenceTexts.cleared]);
  });

  it('words the staff’s view as the printed Ficha does, without tooth lists, never a code', () => {
    const lines = preferenceSections({ ...emptyClinicalPreferences, overbiteKeep: true, midline: 'WITH_DIP', extraction: 'WITH_EXTRACTION', standingNote: 'Nota' });
    expect(lines.map((l) => l.title)).toEqual([
      'Sobremordida (overbite)',
      'Mordida aberta',
      'Linha média',
      'Diastemas e espaços',
      'Diretrizes de alinhamento',
      'Extração',
      'Observação para todos os casos',
    ]);
    expect(lines[0]!.lines).toEqual(['Manter']);
    expect(lines[2]!.lines[0]).toBe('Melhorar com D.I.P.');
    expect(lines[5]!.lines).toEqual(['Com extração']);
    expect(lines.flatMap((l) => l.lines).join(' ')).not.toMatch(/[A-Z]{2,}_[A-Z]+/);
    expect(lines.at(-1)!.lines).toEqual(['Nota']);
  });
});
