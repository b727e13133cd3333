import type { ViewPreset } from '../ports/scan-viewer-kit';

export const scanViewerTexts = {
  loading: 'Carregando o modelo 3D…',
  building: 'Preparando a visualização 3D… Ela aparece aqui assim que estiver pronta.',
  cannotShow: 'Não foi possível exibir este modelo.',
  noWebGl: 'Este navegador não consegue exibir modelos 3D. O arquivo continua disponível para baixar.',
  reset: 'Restaurar vista',
  help: 'Arraste para girar, use a roda do mouse ou o movimento de pinça para ampliar e arraste com o botão direito ou com dois dedos para mover. No teclado, as setas giram o modelo e as teclas + e − ampliam.',
  viewAlone: 'Ver em 3D',
  viewArches: 'Ver arcadas',
  archesTitle: 'Arcadas em oclusão',
  close: 'Fechar',
  download: 'Baixar arquivo',
  canvasLabel: (descriptions: readonly string[]) => `Visualização 3D. ${descriptions.join(' ')}`,
} as const;

export const viewPresetLabels: Readonly<Record<ViewPreset, string>> = {
  frontal: 'Frontal',
  occlusalUpper: 'Oclusal superior',
  occlusalLower: 'Oclusal inferior',
  left: 'Lateral esquerda',
  right: 'Lateral direita',
};
