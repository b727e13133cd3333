import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { filter, firstValueFrom, VirtualTimeScheduler } from 'rxjs';
import type { PlanningStages } from '../../contract/planning-stages.contract';
import type { LoadedScan, MarkedPoint, PickedPoint, ScanLoad, ScanStage, ScanViewerKit, StagedScan, ViewPreset } from '../ports/scan-viewer-kit';
import { PlanComparison } from './plan-comparison';
import { toothNear } from '../../domain/planning/plan-comments';
import { playFrameMs, PlanReviewViewModel, stagesRetryMs } from './plan-review.view-model';
import { chairWorkLines, type PlanReviewState } from './plan-review.state';

class FakeStage implements ScanStage {
  readonly shown: (readonly StagedScan[])[] = [];
  readonly marked: (readonly MarkedPoint[])[] = [];
  /** What a tap hits: the upper arch at a point right of the midline, in front. */
  hit: PickedPoint | undefined = { arch: 'upper', point: [2, 20, 5], angle: Math.atan2(2, 20) };
  show(scans: readonly StagedScan[]) {
    this.shown.push(scans);
  }
  view(_preset: ViewPreset) {}
  pick() {
    return this.hit;
  }
  mark(points: readonly MarkedPoint[]) {
    this.marked.push(points);
  }
  /** Each arch a circle of 25 mm round the origin, the upper above, the front +y and the patient's left +x. */
  surfaceAt(arch: 'upper' | 'lower', angle: number) {
    return [25 * Math.sin(angle), 25 * Math.cos(angle), arch === 'upper' ? 5 : -5] as const;
  }
  reset() {}
  /** The stage sharing this one's view, while it does. */
  sharing: ScanStage | undefined;
  shareView(other: ScanStage) {
    this.sharing = other;
    return () => {
      this.sharing = undefined;
    };
  }
  disposed = false;
  dispose() {
    this.disposed = true;
  }
}

/** A plan of `last` stages on both arches, each mesh a scan named by its address. */
const planOf = (last: number, over: Partial<PlanningStages> = {}): PlanningStages => ({
  status: 'READY',
  stageCount: last,
  arches: Object.fromEntries(
    (['upper', 'lower'] as const).map((arch) => [arch, Array.from({ length: last + 1 }, (_, stage) => ({ stage, url: `/${arch}/${stage}`, bytes: 1000, triangles: 10 }))]),
  ),
  ipr: [{ teeth: [11, 21], hundredths: 20, beforeStage: Math.min(2, last) }],
  attachments: [{ tooth: 13, fromStage: 1, untilStage: null }],
  ignored: [],
  comments: [],
  share: null,
  ...over,
});

/** Each mesh's scan carries its address, so what is drawn can be read back. */
const kitOf = (stage = new FakeStage()) => {
  const asked: string[] = [];
  const scans = new Map<string, LoadedScan>();
  const kit: ScanViewerKit = {
    load: async (url): Promise<ScanLoad> => {
      asked.push(url);
      const scan = { triangles: 10, sourceTriangles: 10, url } as LoadedScan & { url: string };
      scans.set(url, scan);
      return { kind: 'ready', scan };
    },
    createStage: () => stage,
  };
  const drawn = () => (stage.shown.at(-1) ?? []).map((s) => `${(s.scan as LoadedScan & { url: string }).url}${s.ghost ? ' (início)' : ''}${s.visible ? '' : ' (oculta)'}`);
  return { kit, asked, drawn, stage };
};

/** The comments' marks of the last drawing, without the chair work's. */
const commentMarks = (stage: FakeStage) => (stage.marked.at(-1) ?? []).filter((m) => m.kind === 'comment' || m.kind === 'chosen');

const stateWhere = (review: PlanReviewViewModel, ok: (s: PlanReviewState) => boolean) => firstValueFrom(review.state$.pipe(filter(ok)));
const loadedAll = (review: PlanReviewViewModel) => stateWhere(review, (s) => s.phase === 'ready' && s.loaded === s.total);

describe('the plan reviewed in 3D', () => {
  it('asks for stage 0 and the last first, then the rest, and draws both arches at the stage chosen', async () => {
    const { kit, asked, drawn } = kitOf();
    const review = new PlanReviewViewModel(async () => E.right(planOf(5)), { loadKit: async () => kit, scheduler: new VirtualTimeScheduler() });
    await review.attach({});
    await loadedAll(review);
    expect(asked.slice(0, 4).sort()).toEqual(['/lower/0', '/lower/5', '/upper/0', '/upper/5']);
    expect(asked).toHaveLength(12);
    expect(drawn()).toEqual(['/upper/0', '/lower/0']);
    review.show(3);
    expect(drawn()).toEqual(['/upper/3', '/lower/3']);
    expect((await firstValueFrom(review.state$)).stageLabel).toBe('Etapa 3 de 5');
    review.toggleCompare();
    expect(drawn()).toEqual(['/upper/3', '/upper/0 (início)', '/lower/3', '/lower/0 (início)']);
    review.toggleArch('lower');
    expect(drawn()).toEqual(['/upper/3', '/upper/0 (início)', '/lower/3 (oculta)', '/lower/0 (início) (oculta)']);
  });

  it('keeps any stage the person picks within the plan, and says what the chair does there', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 30 }), fc.array(fc.integer({ min: -50, max: 80 }), { minLength: 1, maxLength: 8 }), async (last, picks) => {
        const { kit } = kitOf();
        const plan = planOf(last);
        const review = new PlanReviewViewModel(async () => E.right(plan), { loadKit: async () => kit, scheduler: new VirtualTimeScheduler() });
        await review.attach({});
        await loadedAll(review);
        for (const pick of picks) {
          review.show(pick);
          const state = await firstValueFrom(review.state$);
          expect(state.stage).toBe(Math.max(0, Math.min(last, pick)));
          expect(state.chairWork).toEqual(chairWorkLines(plan, state.stage));
        }
      }),
      { numRuns: 40 },
    );
    expect(chairWorkLines(planOf(5), 2)).toEqual(['IPR de 0,2 mm entre 11 e 21, antes desta etapa.']);
    expect(chairWorkLines(planOf(5), 1)).toEqual(['Colar attachment no dente 13.']);
  });

  it('plays a stage at a time to the end, starting over when played from the end, and a step stops it', async () => {
    const scheduler = new VirtualTimeScheduler();
    const { kit } = kitOf();
    const review = new PlanReviewViewModel(async () => E.right(planOf(4)), { loadKit: async () => kit, scheduler });
    await review.attach({});
    await loadedAll(review);
    review.show(4);
    review.togglePlay();
    expect((await firstValueFrom(review.state$)).stage).toBe(0);
    scheduler.flush();
    const ended = await firstValueFrom(review.state$);
    expect([ended.stage, ended.playing]).toEqual([4, false]);
    review.show(1);
    review.togglePlay();
    scheduler.maxFrames = scheduler.frame + playFrameMs;
    scheduler.flush();
    expect((await firstValueFrom(review.state$)).stage).toBe(2);
    review.step(1);
    expect(await firstValueFrom(review.state$)).toMatchObject({ stage: 3, playing: false });
  });

  it('waits while the stages are built, asking again, and says why when they were refused', async () => {
    const scheduler = new VirtualTimeScheduler();
    const answers: PlanningStages[] = [
      planOf(0, { status: 'BUILDING', arches: {}, message: 'Os modelos das etapas estão sendo preparados.' }),
      planOf(0, { status: 'FAILED', arches: {}, message: 'Falta a etapa 2 da arcada inferior.' }),
    ];
    const { kit } = kitOf();
    const review = new PlanReviewViewModel(async () => E.right(answers.shift()!), { loadKit: async () => kit, scheduler });
    await review.attach({});
    expect(await stateWhere(review, (s) => s.phase === 'building')).toMatchObject({ message: 'Os modelos das etapas estão sendo preparados.' });
    scheduler.maxFrames = stagesRetryMs;
    scheduler.flush();
    expect(await stateWhere(review, (s) => s.phase === 'failed')).toMatchObject({ message: 'Falta a etapa 2 da arcada inferior.' });
  });

  it('marks on the model the IPR done before the stage shown, between its teeth, and the attachments on theirs, on the arches shown', async () => {
    const stage = new FakeStage();
    const { kit } = kitOf(stage);
    const review = new PlanReviewViewModel(async () => E.right(planOf(5)), { loadKit: async () => kit, scheduler: new VirtualTimeScheduler() });
    await review.attach({});
    await loadedAll(review);
    const marks = (kind: string) => (stage.marked.at(-1) ?? []).filter((m) => m.kind === kind).map((m) => m.point.map((x) => Math.round(x)));
    review.show(2);
    // IPR 11|21 before stage 2: the midline, in front; the attachment on 13, on the patient's right.
    expect(marks('ipr')).toEqual([[0, 25, 5]]);
    const [attachment] = marks('attachment');
    expect(attachment![0]).toBeLessThan(0);
    expect(toothNear('upper', Math.atan2(attachment![0]!, attachment![1]!))).toBe(13);
    review.show(1);
    expect(marks('ipr')).toEqual([]);
    expect(marks('attachment')).toHaveLength(1);
    review.show(0);
    expect(marks('attachment')).toEqual([]);
    review.show(2);
    review.toggleArch('upper');
    expect(stage.marked.at(-1)).toEqual([]);
  });

  it('pins a comment where the dentist taps, on the tooth nearest (which she may change), at the stage shown, and takes it back before sending', async () => {
    const stage = new FakeStage();
    const { kit } = kitOf(stage);
    const sent: unknown[] = [];
    const review = new PlanReviewViewModel(
      async () => E.right(planOf(5)),
      { loadKit: async () => kit, scheduler: new VirtualTimeScheduler() },
      {
        add: async (body) => (
          sent.push(body),
          E.right({ id: 'c1', ...body, text: body.text.trim(), planning: 1, sent: false, answeredIn: null, createdAt: '2026-11-27T10:00:00.000Z' } as never)
        ),
        remove: async () => E.right(undefined),
      },
      1,
    );
    await review.attach({});
    await loadedAll(review);
    expect((await firstValueFrom(review.state$)).canComment).toBe(true);
    review.show(2);
    // A tap before asking pins nothing.
    review.comments.picked(10, 10);
    expect((await firstValueFrom(review.state$)).draft).toBeUndefined();
    review.comments.startPin();
    stage.hit = { arch: undefined, point: [0, 0, 0], angle: 0 };
    review.comments.picked(10, 10);
    expect((await firstValueFrom(review.state$)).commentError).toBe('Toque no dente que deve mudar.');
    stage.hit = { arch: 'upper', point: [2, 20, 5], angle: Math.atan2(2, 20) };
    review.comments.picked(10, 10);
    expect((await firstValueFrom(review.state$)).draft).toMatchObject({ tooth: 21, point: [2, 20, 5] });
    expect(commentMarks(stage)).toEqual([{ point: [2, 20, 5], kind: 'chosen' }]);
    review.comments.chooseTooth(11);
    expect(await review.comments.save('Girar menos.')).toBe(true);
    expect(sent).toEqual([{ tooth: 11, stage: 2, point: [2, 20, 5], text: 'Girar menos.' }]);
    const listed = await firstValueFrom(review.state$);
    expect(listed.comments).toMatchObject([{ id: 'c1', label: 'Dente 11 · Etapa 2', removable: true, earlier: false }]);
    expect(listed.draft).toBeUndefined();
    expect(commentMarks(stage)).toEqual([{ point: [2, 20, 5], kind: 'comment' }]);
    review.show(3);
    expect(commentMarks(stage)).toEqual([]);
    await review.comments.remove('c1');
    expect((await firstValueFrom(review.state$)).comments).toEqual([]);
  });

  it('shows the planner the comments sent on earlier plannings, and records which this planning answers', async () => {
    const { kit } = kitOf();
    const earlier = {
      id: 'c9',
      tooth: 33,
      stage: 1,
      point: [0, 0, 0] as [number, number, number],
      text: 'Attachment mais cedo.',
      planning: 1,
      sent: true,
      answeredIn: null,
      createdAt: '2026-11-27T10:00:00.000Z',
    };
    const answers: [string, boolean][] = [];
    const review = new PlanReviewViewModel(
      async () => E.right(planOf(3, { comments: [earlier as never] })),
      { loadKit: async () => kit, scheduler: new VirtualTimeScheduler() },
      { answer: async (id, answered) => (answers.push([id, answered]), E.right(undefined)) },
      2,
    );
    await review.attach({});
    await loadedAll(review);
    const before = await firstValueFrom(review.state$);
    expect(before.canComment).toBe(false);
    expect(before.comments).toMatchObject([
      { label: 'Dente 33 · Etapa 1 · Planejamento 1', note: 'Enviado com o pedido de ajuste.', answerable: true, answered: false, removable: false },
    ]);
    await review.comments.answer('c9', true);
    expect(answers).toEqual([['c9', true]]);
    expect((await firstValueFrom(review.state$)).comments).toMatchObject([{ note: 'Respondido no planejamento 2.', answered: true }]);
  });

  it('lets the dentist make a link for her patient, shown once with its expiry, and revoke it', async () => {
    const { kit } = kitOf();
    const review = new PlanReviewViewModel(
      async () => E.right(planOf(2, { share: { expiresAt: '2026-12-20T15:00:00.000Z' as never, opens: 3, lastOpenedAt: null } })),
      { loadKit: async () => kit, scheduler: new VirtualTimeScheduler() },
      {},
      1,
      { create: async () => E.right({ url: 'https://portal.example/p/abc', expiresAt: '2026-12-27T15:00:00.000Z' as never }), revoke: async () => E.right(undefined) },
    );
    await review.attach({});
    await loadedAll(review);
    expect(await firstValueFrom(review.state$)).toMatchObject({ canShare: true, shareLine: 'Link válido até 20/12/2026, aberto 3 vezes.', link: undefined });
    await review.share.create();
    expect(await firstValueFrom(review.state$)).toMatchObject({ link: 'https://portal.example/p/abc', shareLine: 'Link válido até 27/12/2026, aberto 0 vezes.' });
    await review.share.revoke();
    expect(await firstValueFrom(review.state$)).toMatchObject({ link: undefined, shareLine: undefined });
  });

  it('lets the planner mark, at the stage shown, the IPR before it and the attachments bonded or removed, saving the whole plan each time', async () => {
    const { kit } = kitOf();
    const saved: unknown[] = [];
    const review = new PlanReviewViewModel(
      async () => E.right(planOf(6, { ipr: [], attachments: [] })),
      { loadKit: async () => kit, scheduler: new VirtualTimeScheduler() },
      {},
      1,
      undefined,
      async (work) => (
        saved.push(work),
        work.ipr.some((i) => i.hundredths > 100) ? E.left({ _tag: 'BadStatus', status: 400, message: 'O IPR entre 11 e 21 deve ficar entre 0,01 mm e 1 mm.' }) : E.right(undefined)
      ),
    );
    await review.attach({});
    await loadedAll(review);
    const first = await firstValueFrom(review.state$);
    expect(first.canEditChairWork).toBe(true);
    expect(first.contacts).toContain('11-21');
    review.show(2);
    expect(await review.chairWork.addIpr('11-21', '0,2')).toBe(true);
    expect(await review.chairWork.bond(13)).toBe(true);
    expect((await firstValueFrom(review.state$)).chairWork).toEqual(['IPR de 0,2 mm entre 11 e 21, antes desta etapa.', 'Colar attachment no dente 13.']);
    review.show(4);
    expect((await firstValueFrom(review.state$)).attachedNow).toEqual([13]);
    expect(await review.chairWork.unbond(13)).toBe(true);
    expect((await firstValueFrom(review.state$)).chairWork).toEqual(['Remover o attachment do dente 13.']);
    expect(saved.at(-1)).toEqual({ ipr: [{ teeth: [11, 21], hundredths: 20, beforeStage: 2 }], attachments: [{ tooth: 13, fromStage: 2, untilStage: 4 }] });
    // "Tabela de IPR e attachments" follows what was saved, opened and closed on request.
    expect(first.chart?.rows).toEqual([]);
    review.toggleChart();
    const chart = await firstValueFrom(review.state$);
    expect(chart.showChart).toBe(true);
    expect(chart.chart?.rows.map((r) => [r.label, r.ipr, r.bond, r.remove])).toEqual([
      ['Etapa 2', ['0,2 mm entre 11 e 21'], ['13'], []],
      ['Etapa 4', [], [], ['13']],
    ]);
    review.toggleChart();
    expect((await firstValueFrom(review.state$)).showChart).toBe(false);
    // A refusal is said and changes nothing; what was typed badly is said before any call.
    expect(await review.chairWork.addIpr('11-21', '1,5')).toBe(false);
    expect((await firstValueFrom(review.state$)).chairError).toBe('O IPR entre 11 e 21 deve ficar entre 0,01 mm e 1 mm.');
    const calls = saved.length;
    expect(await review.chairWork.addIpr('11-21', 'muito')).toBe(false);
    expect(saved).toHaveLength(calls);
    expect((await firstValueFrom(review.state$)).chairWork).toEqual(['Remover o attachment do dente 13.']);
  });
});

describe('two plannings compared', () => {
  it('shows another planning beside, at the stage reviewed (its last when it has fewer), and none on request', async () => {
    const stages = [new FakeStage(), new FakeStage()];
    let made = 0;
    const kit: ScanViewerKit = {
      load: async (): Promise<ScanLoad> => ({ kind: 'ready', scan: { triangles: 10, sourceTriangles: 10 } }),
      createStage: () => stages[made++],
    };
    const tools = { loadKit: async () => kit, scheduler: new VirtualTimeScheduler() };
    const review = new PlanReviewViewModel(async () => E.right(planOf(10)), tools);
    await review.attach({});
    await loadedAll(review);
    const comparison = new PlanComparison(review, [{ number: 1, title: 'Planejamento 1', load: async () => E.right(planOf(6)) }], tools);
    expect((await firstValueFrom(comparison.state$)).options).toEqual([{ number: 1, title: 'Planejamento 1' }]);
    review.show(4);
    comparison.choose(1);
    const end = comparison.place({});
    const compared = (await firstValueFrom(comparison.state$)).compared!;
    await loadedAll(compared);
    // One view for both: the planning beside shares the reviewed one's camera.
    expect(stages[0]!.sharing).toBe(stages[1]);
    // It joins the stage reviewed once its stages are in, then follows it, to its own last.
    expect(compared.stage).toBe(4);
    review.step(1);
    expect(compared.stage).toBe(5);
    review.show(9);
    expect((await firstValueFrom(compared.state$)).stageLabel).toBe('Etapa 6 de 6');
    end();
    expect((await firstValueFrom(comparison.state$)).compared).toBeUndefined();
    expect(stages[0]!.sharing).toBeUndefined();
    expect(stages[1]!.disposed).toBe(true);
    review.show(2);
    expect(compared.stage).toBe(6);
    comparison.choose(99);
    expect((await firstValueFrom(comparison.state$)).chosen).toBeUndefined();
  });
});
