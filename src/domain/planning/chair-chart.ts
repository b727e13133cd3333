import { type ChairWork, chairWorkAt, formatMm, type Ipr, type ToothAttachment } from './chair-work';

// "Tabela de IPR e attachments", the chart the dentist prints and keeps by the chair:
// what to do at each stage, the IPR each contact gets over the plan, and each tooth's attachment.
// The portal's page and the server's PDF both print it from here, with the same words.

/** A stage with something to do in the chair, in the chart's words. */
export interface ChairChartRow {
  readonly stage: number;
  /** "Etapa 3". */
  readonly label: string;
  /** "0,2 mm entre 11 e 21", done before the stage's aligners go in. */
  readonly ipr: readonly string[];
  /** "13": the teeth whose attachment is bonded, or removed, at the stage. */
  readonly bond: readonly string[];
  readonly remove: readonly string[];
}

export interface ChairChart {
  readonly rows: readonly ChairChartRow[];
  /** Each contact's IPR over the plan: "11 e 21", "0,35 mm", "etapas 3 e 5". */
  readonly contacts: readonly { readonly contact: string; readonly total: string; readonly stages: string }[];
  /** The IPR of the whole plan, "1,2 mm". */
  readonly totalIpr: string;
  /** Each attachment, by tooth: "13", "da etapa 1 até o fim". */
  readonly attachments: readonly { readonly tooth: string; readonly stages: string }[];
}

export const chairChartTexts = {
  title: 'Tabela de IPR e attachments',
  byStage: 'Por etapa',
  stage: 'Etapa',
  ipr: 'IPR antes da etapa',
  bond: 'Colar attachment',
  remove: 'Remover attachment',
  contacts: 'IPR por contato',
  contact: 'Contato',
  total: 'Total',
  stages: 'Etapas',
  attachments: 'Attachments por dente',
  tooth: 'Dente',
  nothing: 'Este planejamento não tem IPR nem attachments.',
} as const;

const listed = (numbers: readonly number[]): string => (numbers.length === 1 ? `${numbers[0]}` : `${numbers.slice(0, -1).join(', ')} e ${numbers[numbers.length - 1]}`);

/** A contact as the chart writes it, the lower number first: "11 e 21". */
const contactOf = (ipr: Ipr): string => `${Math.min(...ipr.teeth)} e ${Math.max(...ipr.teeth)}`;

/** A contact's place in the chart: by its lower tooth, then its higher one (FDI numbers have two digits). */
const contactRank = (teeth: readonly number[]): number => Math.min(...teeth) * 100 + Math.max(...teeth);

const attachmentStages = (a: ToothAttachment): string => (a.untilStage === null ? `da etapa ${a.fromStage} até o fim` : `da etapa ${a.fromStage} à etapa ${a.untilStage}`);

/** The chart of a plan whose last stage is `lastStage`: only the stages with something to do, in order. */
export const chairChart = (work: ChairWork, lastStage: number): ChairChart => {
  const rows: ChairChartRow[] = [];
  for (let stage = 0; stage <= lastStage + 1; stage++) {
    const at = chairWorkAt(work, stage);
    if (at.ipr.length + at.bonded.length + at.removed.length === 0) continue;
    rows.push({
      stage,
      label: stage > lastStage ? 'Ao fim do tratamento' : `Etapa ${stage}`,
      ipr: [...at.ipr].sort((a, b) => contactRank(a.teeth) - contactRank(b.teeth)).map((i) => `${formatMm(i.hundredths)} entre ${contactOf(i)}`),
      bond: at.bonded
        .map((a) => a.tooth)
        .sort((a, b) => a - b)
        .map(String),
      remove: at.removed
        .map((a) => a.tooth)
        .sort((a, b) => a - b)
        .map(String),
    });
  }
  // Each contact's IPR over the plan, whichever order its teeth were given in.
  const byContact = new Map<number, { readonly ipr: Ipr; readonly hundredths: number; readonly stages: readonly number[] }>();
  for (const ipr of work.ipr) {
    const seen = byContact.get(contactRank(ipr.teeth));
    byContact.set(contactRank(ipr.teeth), { ipr, hundredths: (seen?.hundredths ?? 0) + ipr.hundredths, stages: [...(seen?.stages ?? []), ipr.beforeStage] });
  }
  const contacts = [...byContact.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, c]) => ({
      contact: contactOf(c.ipr),
      total: formatMm(c.hundredths),
      stages: `${c.stages.length === 1 ? 'etapa' : 'etapas'} ${listed([...c.stages].sort((x, y) => x - y))}`,
    }));
  const all = work.ipr.reduce((sum, i) => sum + i.hundredths, 0);
  return {
    rows,
    contacts,
    totalIpr: formatMm(all),
    attachments: [...work.attachments].sort((a, b) => a.tooth - b.tooth || a.fromStage - b.fromStage).map((a) => ({ tooth: String(a.tooth), stages: attachmentStages(a) })),
  };
};
