/** Portuguese labels of the prescription's options (spec §2, §3). */
export const dipOptions = [
  { value: 'KEEP', label: 'Manter' },
  { value: 'WITHOUT_DIP', label: 'Melhorar sem D.I.P.' },
  { value: 'WITH_DIP', label: 'Melhorar com D.I.P.' },
] as const;

export const alignmentOptions = [
  { value: 'YES', label: 'Sim' },
  { value: 'NO', label: 'Não' },
  { value: 'WITH_NECESSARY', label: 'Se necessário' },
] as const;

export const alignmentItemLabels = {
  Expansion: 'Expansão',
  Vestibularization: 'Vestibularização',
  AnteriorDIP: 'D.I.P. anterior',
  PosteriorRightDIP: 'D.I.P. posterior direito',
  PosteriorLeftDIP: 'D.I.P. posterior esquerdo',
} as const;

export const diastemaOptions = [
  { value: 'KEEP', label: 'Manter' },
  { value: 'CLOSE_ALL', label: 'Fechar todos' },
  { value: 'CLOSE_PARTIALLY', label: 'Fechar parcialmente' },
] as const;

export const extractionOptions = [
  { value: 'WITHOUT_EXTRACTION', label: 'Sem extração' },
  { value: 'WITH_EXTRACTION', label: 'Com extração' },
] as const;
