import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_MAX_COUNT, CHAT_IMAGE_TYPES } from '@cropwatch/contract';

/** Why a picked file cannot be attached; the composer shows `chat:image.invalid.<reason>`. */
export type ImageRejection = 'type' | 'size' | 'count';

const ACCEPTED = new Set<string>(CHAT_IMAGE_TYPES);

/** The `accept` attribute of the file input: exactly the types the server takes. */
export const IMAGE_ACCEPT = CHAT_IMAGE_TYPES.join(',');

/**
 * Checks one picked file before uploading it: an image type the server accepts (spec §5: `请上传图片`
 * otherwise), at most the contract's size limit, and room left among the images of one message.
 * The server checks again by magic number; this only spares a pointless upload.
 */
export function validateChatImage(file: Pick<File, 'type' | 'size'>, alreadyAttached: number): ImageRejection | null {
  if (!ACCEPTED.has(file.type.toLowerCase())) return 'type';
  if (file.size > CHAT_IMAGE_MAX_BYTES) return 'size';
  if (alreadyAttached >= CHAT_IMAGE_MAX_COUNT) return 'count';
  return null;
}

/** The size limit in whole megabytes, for messages. */
export const IMAGE_MAX_MB = Math.round(CHAT_IMAGE_MAX_BYTES / (1024 * 1024));
