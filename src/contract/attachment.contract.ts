import * as t from 'io-ts';
import { AttachmentKind } from '../domain/attachments/file-acceptance';
import { Uuid } from './common.contract';

/** POST /api/attachments?kind=…: the slot the file is for decides the accepted extensions. */
export const UploadQuery = t.type({ kind: AttachmentKind }, 'UploadQuery');

/** Decisions §10: what an upload answers. */
export const AttachmentUploaded = t.type({ id: Uuid, key: t.string, name: t.string, size: t.number, type: AttachmentKind }, 'AttachmentUploaded');
export type AttachmentUploaded = t.TypeOf<typeof AttachmentUploaded>;

export const uploadMessages = {
  noFile: 'Nenhum arquivo foi enviado.',
  empty: 'O arquivo está vazio.',
  extension: (accepted: readonly string[]) => `Tipo de arquivo não aceito. Envie um destes: ${accepted.map((e) => e.toUpperCase()).join(', ')}.`,
  content: 'O conteúdo do arquivo não corresponde à extensão. Verifique o arquivo e envie novamente.',
  tooLarge: (limitMb: number) => `O arquivo passa do limite de ${limitMb} MB.`,
  stalled: 'O envio do arquivo parou. Verifique sua conexão e envie novamente.',
  incomplete: 'O arquivo chegou incompleto. Envie novamente.',
  tooManyAtOnce: (n: number) => `Você já tem ${n} arquivos sendo enviados. Aguarde um deles terminar e tente novamente.`,
} as const;

/**
 * GET …/preview: 200 is the preview itself (glTF binary, `model/gltf-binary`); the
 * other answers carry one of these messages: 202 while it is being built, 422 when the scan's
 * mesh cannot be shown, 404 when the file has no 3D view.
 */
export const previewMessages = {
  building: 'A visualização 3D está sendo preparada.',
  cannotShow: 'Não foi possível exibir este modelo.',
  cannotShowImage: 'Não foi possível exibir esta imagem.',
  none: 'Este arquivo não tem visualização 3D.',
} as const;

/** What the resumable uploads say when they refuse or fail. */
export const resumableMessages = {
  unreadable: 'O envio não pôde ser lido. Tente novamente.',
  notFound: 'Envio não encontrado.',
  offsetConflict: 'O envio foi retomado de outro ponto. Tente novamente.',
  expired: 'Este envio expirou. Envie o arquivo novamente.',
  protocol: 'O navegador usou uma versão do envio que o servidor não aceita. Atualize a página.',
  wrongType: 'O envio chegou em um formato inesperado. Tente novamente.',
  failed: 'Não foi possível concluir o envio. Tente novamente.',
  unfinished: 'O envio deste arquivo ainda não terminou.',
  noKind: 'Informe para qual campo é o arquivo.',
  noName: 'Informe o nome do arquivo.',
  unknownSize: 'Informe o tamanho do arquivo.',
  noConcat: 'O envio em partes juntadas não é aceito. Envie o arquivo inteiro, em um só envio.',
  tooManyUnfinished: (n: number) => `Você já tem ${n} envios por terminar. Conclua ou cancele um deles e tente novamente.`,
} as const;
