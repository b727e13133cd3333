import * as E from 'fp-ts/Either';
import type { AttachmentUploaded } from '../../contract/attachment.contract';
import { uploadMessages } from '../../contract/attachment.contract';
import { acceptsFile, type AttachmentKind, attachmentKindLabels, extensionsByKind } from '../../domain/attachments/file-acceptance';
import type { Observable } from 'rxjs';
import type { PickedFile, UploadProgress, UploadsGateway } from '../ports/uploads-gateway';

/** A problem with one file, said with the slot and the file it is about. */
export const slotProblem = (kind: AttachmentKind, fileName: string, problem: string): string => `${attachmentKindLabels[kind]} (${fileName}): ${problem}`;

/**
 * Sends a file for a slot, the one way every screen does it: refused at once when the slot
 * does not take it, and every failure named by its slot and its file.
 */
export const sendToSlot = async (
  uploads: Pick<UploadsGateway, 'upload'>,
  kind: AttachmentKind,
  file: PickedFile,
  onProgress: (progress: UploadProgress) => void,
  paused$?: Observable<boolean>,
): Promise<E.Either<string, AttachmentUploaded>> => {
  const accepted = extensionsByKind[kind];
  if (!acceptsFile(accepted, file.name, file.type)) return E.left(slotProblem(kind, file.name, uploadMessages.extension(accepted)));
  // Nothing to send: said before any request, as the server would say it.
  if (file.size === 0) return E.left(slotProblem(kind, file.name, uploadMessages.empty));
  const result = await uploads.upload(kind, file, onProgress, paused$);
  return E.isLeft(result) ? E.left(slotProblem(kind, file.name, result.left.message)) : result;
};
