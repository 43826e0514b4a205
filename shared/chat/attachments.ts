import { ChatMessages } from './chat-messages';

/**
 * Attachment rules, spec platform §5 'Chat' and §9: one rule for the compose
 * form (by name and size, before upload) and the server (by the bytes, after).
 */
export const MAX_IMAGE_BYTES = 5_242_880;
export const MAX_DOCUMENT_BYTES = 51_200;
export const MAX_FILES_PER_SELECTION = 10;

export const ATTACHMENT_KINDS = ['jpeg', 'png', 'pdf', 'docx', 'xlsx'] as const;
export type AttachmentKind = (typeof ATTACHMENT_KINDS)[number];

const EXTENSIONS: Record<string, AttachmentKind> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  png: 'png',
  pdf: 'pdf',
  docx: 'docx',
  xlsx: 'xlsx',
};

export const CONTENT_TYPES: Record<AttachmentKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export const isImageKind = (kind: AttachmentKind): boolean => kind === 'jpeg' || kind === 'png';
export const maxBytesOf = (kind: AttachmentKind): number => (isImageKind(kind) ? MAX_IMAGE_BYTES : MAX_DOCUMENT_BYTES);

/** The kind a file name claims (jpg = jpeg), or undefined when the extension is not allowed. */
export function kindOfName(name: string): AttachmentKind | undefined {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? undefined : EXTENSIONS[name.slice(dot + 1).toLowerCase()];
}

/** The image viewer opens jpg, jpeg and png only (spec §2 'Chat room'). */
export const isViewableImage = (name: string): boolean => {
  const kind = kindOfName(name);
  return kind !== undefined && isImageKind(kind);
};

/** The §5 refusal of one file by name and size, or undefined when it may be sent. */
export function attachmentProblem(file: { name: string; size: number }): string | undefined {
  const kind = kindOfName(file.name);
  if (!kind) return ChatMessages.notAllowedType(file.name);
  if (file.size > maxBytesOf(kind))
    return isImageKind(kind) ? ChatMessages.imageTooLarge(file.name) : ChatMessages.documentTooLarge(file.name);
  return undefined;
}

/** The §5 refusals of a selection: more than ten files is one message, otherwise one per bad file. */
export function selectionProblems(files: readonly { name: string; size: number }[]): string[] {
  if (files.length > MAX_FILES_PER_SELECTION) return [ChatMessages.tooManyFiles];
  return files.map(attachmentProblem).filter((problem): problem is string => problem !== undefined);
}

/** A size for the chip: 'FormattedSize' of the spec's selected file. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 102.4) / 10} KB`;
  return `${Math.round(bytes / (1024 * 104.8576)) / 10} MB`;
}
