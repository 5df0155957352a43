import { createHash } from 'node:crypto';
import { COMPLAINT_MAX_ATTACHMENT_BYTES } from '@portal/contract';
import { ErrorCode } from '@portal/contract';
import { complaintError } from './complaint-messages.ts';

export type AttachmentType = 'image/png' | 'image/jpeg' | 'application/pdf';

export interface CheckedAttachment {
  fileName: string;
  contentType: AttachmentType;
  bytes: Buffer;
  sha256: string;
}

/** The first bytes of each allowed type: a file's name or the browser's claim decides nothing. */
const SIGNATURES: { type: AttachmentType; magic: number[] }[] = [
  { type: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
  { type: 'application/pdf', magic: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
];

export function sniff(bytes: Buffer): AttachmentType | null {
  return SIGNATURES.find((s) => bytes.length >= s.magic.length && s.magic.every((b, i) => bytes[i] === b))?.type ?? null;
}

/** Decodes and checks every attachment before anything is written: one bad file refuses the whole complaint. */
export function checkAttachments(files: { fileName: string; contentBase64: string }[]): CheckedAttachment[] {
  return files.map((f) => {
    const bytes = Buffer.from(f.contentBase64, 'base64');
    if (bytes.length === 0 || bytes.length > COMPLAINT_MAX_ATTACHMENT_BYTES)
      throw complaintError('attachmentTooBig', ErrorCode.MissingDataIntegrity);
    const contentType = sniff(bytes);
    if (!contentType) throw complaintError('badAttachment', ErrorCode.MissingDataIntegrity);
    // Only letters, digits and a few marks survive in the stored name: it goes into a download header.
    const fileName = f.fileName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'attachment';
    return { fileName, contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
}
