import type { AttachmentKind } from '../../domain/attachments/file-acceptance';

/** Why each slot's last file did not go, kept on the slot until its next try (a toast alone leaves in 5 s). */
export type SlotErrors = Readonly<Partial<Record<AttachmentKind, string>>>;

/** The errors with a slot's set (a message) or cleared (undefined). */
export const withSlotError = (errors: SlotErrors, kind: AttachmentKind, message: string | undefined): SlotErrors => {
  const { [kind]: _gone, ...others } = errors;
  return message === undefined ? others : { ...others, [kind]: message };
};
