import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { firstValueFrom, filter, VirtualTimeScheduler } from 'rxjs';
import { validPrescription } from '../../domain/prescription/prescription.arbitrary';
import type { DraftDetail, UpdateDraftBody } from '../../contract/draft.contract';
import type { DraftsGateway } from '../ports/drafts-gateway';
import { aTab, FakeNavigator } from '../../../test/support/application/fakes';
import { editsBackMessage } from '../session/held-edits';
import { chartPrefillDelayMs, PrescriptionFormViewModel } from './prescription-form.view-model';
import { emptyClinicalPreferences } from '../../domain/prescription/clinical-preferences';

const previous = { ...fc.sample(validPrescription, { numRuns: 1, seed: 21 })[0]!, extraction: 'WITH_EXTRACTION' as const, extractionTeeth: [18, 28], complaint: 'Antes' };

const setup = (caseType: 'CASO_NOVO' | 'CASO_CONTINUACAO', continuationProduct: 'CA_TRIO' | null, tab = aTab(), preferences = emptyClinicalPreferences) => {
  const saved: UpdateDraftBody[] = [];
  let preferencesRead = 0;
  const drafts: DraftsGateway = {
    create: async () => E.left({ _tag: 'NetworkError', message: 'x' }),
    load: async () =>
      E.right({
        id: 'd1',
        patient: { id: 'p1', firstName: 'Maria', lastName: 'Santos' },
        caseType,
        caseContinuationProduct: continuationProduct,
        prescriptionForm: null,
      } as unknown as DraftDetail),
    saveStep: async (_id, body) => (saved.push(body), E.right({} as DraftDetail)),
    submit: async () => E.left({ _tag: 'NetworkError', message: 'x' }),
    remove: async () => E.right(undefined),
    priceTable: async () => E.right([]),
  };
  const scheduler = new VirtualTimeScheduler();
  const { notifications, toasts, held } = tab;
  const navigator = new FakeNavigator();
  const vm = new PrescriptionFormViewModel('d1', {
    drafts,
    prescriptions: { previous: async () => E.right(previous), printable: async () => E.left({ _tag: 'NetworkError', message: 'x' }) },
    navigator,
    notifications,
    scheduler,
    held,
    preferences: {
      load: async () => (preferencesRead++, E.right(preferences)),
      save: async () => E.left({ _tag: 'NetworkError', message: 'x' }),
      ofDentist: async () => E.left({ _tag: 'NetworkError', message: 'x' }),
    },
  });
  const state = () => firstValueFrom(vm.state$.pipe(filter((s) => !s.loading)));
  // As the page does while it is open; the shell's leave guard asks `hasUnsaved`.
  const leave = vm.holdUnsavedEdits();
  return { vm, saved, scheduler, toasts, navigator, state, held, tab, leave, unsaved: () => held.hasUnsaved(), preferencesRead: () => preferencesRead };
};

describe('prescription form view model', () => {
  it('starts a new case from the dentist’s clinical preferences and says so; a continuation never reads them', async () => {
    const preferences = {
      ...emptyClinicalPreferences,
      overbiteKeep: true,
      diastemasAndSpaces: 'CLOSE_ALL' as const,
      extraction: 'WITHOUT_EXTRACTION' as const,
      standingNote: 'Attachments só nos pré-molares.',
    };
    const fresh = setup('CASO_NOVO', null, aTab(), preferences);
    await fresh.vm.start();
    const s = await fresh.state();
    expect(s.fromPreferences).toBe(true);
    expect(s.form).toMatchObject({
      caseType: 'CASO_NOVO',
      overbiteKeep: true,
      diastemasAndSpaces: 'CLOSE_ALL',
      extraction: 'WITHOUT_EXTRACTION',
      additionalInformation: 'Attachments só nos pré-molares.',
    });
    expect(s.form.diastemasAndSpacesTeeth.length).toBeGreaterThan(0);
    // Every field stays the dentist's to change.
    fresh.vm.setExtraction('WITH_EXTRACTION');
    expect((await fresh.state()).form.extraction).toBe('WITH_EXTRACTION');

    const none = setup('CASO_NOVO', null);
    await none.vm.start();
    expect(await none.state()).toMatchObject({ fromPreferences: false, form: { overbiteKeep: false, additionalInformation: '' } });

    const continuation = setup('CASO_CONTINUACAO', 'CA_TRIO', aTab(), preferences);
    await continuation.vm.start();
    expect((await continuation.state()).fromPreferences).toBe(false);
    expect(continuation.preferencesRead()).toBe(0);
  });

  it('KEEP loads the previous answers locked, the charts 350 ms later, and only the additional information changes', async () => {
    const t = setup('CASO_CONTINUACAO', 'CA_TRIO');
    await t.vm.start();
    t.vm.setContinuationType('KEEP');
    let s = await t.state();
    expect(s.form.complaint).toBe('Antes');
    expect(s.form.extractionTeeth).toEqual([]);
    expect(s.rules.answersLocked).toBe(true);
    expect(s.focusAdditionalInformation).toBe(true);
    t.scheduler.maxFrames = chartPrefillDelayMs - 1;
    t.scheduler.flush();
    expect((await t.state()).form.extractionTeeth).toEqual([]);
    t.scheduler.maxFrames = Infinity;
    t.scheduler.flush();
    expect((await t.state()).form.extractionTeeth).toEqual([18, 28]);
    t.vm.setText('complaint', 'Nova');
    t.vm.setText('additionalInformation', 'Refinar');
    s = await t.state();
    expect(s.form.complaint).toBe('Antes');
    expect(s.form.additionalInformation).toBe('Refinar');
  });

  it('forces KEEP for a continuation of another product', async () => {
    const t = setup('CASO_CONTINUACAO', null);
    await t.vm.start();
    const s = await t.state();
    expect(s.form.continuationType).toBe('KEEP');
    expect(s.rules.continuationLocked).toBe(true);
    t.vm.setContinuationType('CHANGE');
    expect((await t.state()).form.continuationType).toBe('KEEP');
  });

  it('shows every message on an incomplete save and sends nothing; a complete form goes with the quiz step', async () => {
    const t = setup('CASO_NOVO', null);
    await t.vm.start();
    await t.vm.save();
    const s = await t.state();
    expect(s.errors.complaint).toBe('Campo obrigatório');
    expect(s.errors.additionalInformation).toBe('Campo obrigatório');
    expect(t.saved).toEqual([]);
    expect(t.toasts.map((n) => n.message)).toEqual(['Revise os campos destacados na ficha.']);
  });

  it('does not take clicks on a chart that is off', async () => {
    const t = setup('CASO_NOVO', null);
    await t.vm.start();
    t.vm.toggleChart('extractionTeeth', 18);
    expect((await t.state()).form.extractionTeeth).toEqual([]);
    t.vm.setExtraction('WITH_EXTRACTION');
    t.vm.toggleChart('extractionTeeth', 18);
    t.vm.toggleChart('nonMovingTeeth', 99);
    const s = await t.state();
    expect(s.form.extractionTeeth).toEqual([18]);
    expect(s.form.nonMovingTeeth).toEqual([]);
  });

  it('keeps the sheet it prints in step with the answers, with the patient and the order chosen so far', async () => {
    const t = setup('CASO_NOVO', null);
    await t.vm.start();
    t.vm.setExtraction('WITH_EXTRACTION');
    t.vm.toggleChart('extractionTeeth', 28);
    t.vm.toggleChart('extractionTeeth', 38);
    const { sheet } = await t.state();
    expect(sheet.caseNumber).toBeNull();
    expect(sheet.facts).toContainEqual({ label: 'Paciente', value: 'Maria Santos' });
    expect(sheet.facts).toContainEqual({ label: 'Finalidade', value: 'Caso Novo' });
    expect(sheet.sections.find((x) => x.n === 11)?.lines).toEqual(['Com extração', 'Dentes: 28, 38']);
  });

  it('holds unsaved edits from the first change until a save goes through, then returns to the wizard step', async () => {
    const t = setup('CASO_CONTINUACAO', null);
    await t.vm.start();
    // The forced KEEP and its prefill are the page's doing, not the dentist's.
    expect(t.unsaved()).toBe(false);
    t.vm.setText('complaint', 'Locked answers take no edit');
    expect(t.unsaved()).toBe(false);
    t.vm.setText('additionalInformation', 'Refinar');
    expect(t.unsaved()).toBe(true);
    t.scheduler.flush();
    await t.vm.save();
    expect(t.saved).toHaveLength(1);
    expect(t.unsaved()).toBe(false);
    expect(t.navigator.visited.at(-1)).toEqual({ path: '/orders/new/d1/ficha', replace: false });
  });

  it('keeps the edits unsaved when the save is refused', async () => {
    const t = setup('CASO_NOVO', null);
    await t.vm.start();
    t.vm.setText('complaint', 'Apinhamento');
    await t.vm.save();
    expect(t.saved).toEqual([]);
    expect(t.unsaved()).toBe(true);
  });

  it('when the session ends, keeps what was not saved and gives it back when she reopens the form after signing in again', async () => {
    const first = setup('CASO_NOVO', null);
    await first.vm.start();
    first.vm.setText('complaint', 'Apinhamento e mordida cruzada');
    first.vm.toggleCharacteristic('CROWDING');
    const typed = (await first.state()).form;
    first.held.holdFor('ana');
    first.leave();

    first.held.signedIn('ana');
    const again = setup('CASO_NOVO', null, first.tab);
    await again.vm.start();
    expect((await again.state()).form).toEqual(typed);
    expect(again.unsaved()).toBe(true);
    expect(again.toasts).toEqual([{ variant: 'info', message: editsBackMessage, duration: 5000 }]);
  });

  it('keeps nothing from a form that was saved, or left untouched', async () => {
    const tab = aTab();
    const { held } = tab;
    const untouched = setup('CASO_NOVO', null, tab);
    await untouched.vm.start();
    held.holdFor('ana');
    untouched.leave();
    held.signedIn('ana');
    const reopened = setup('CASO_NOVO', null, tab);
    await reopened.vm.start();
    expect(reopened.unsaved()).toBe(false);
    expect(reopened.toasts).toEqual([]);
  });
});
