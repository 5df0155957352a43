/** Turns base64 text into bytes; throws on text that is not base64. */
function decodeBase64(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64.replace(/\s/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * Opens a base64 PDF in a new tab through a blob URL, revoked after a second (spec 02 §7 PrintInvoice).
 * When the browser blocks the new tab, the file is downloaded instead. Throws when the text cannot be
 * decoded, so the caller can say 'file download failed'.
 */
export function openPdf(base64: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([decodeBase64(base64)], { type: 'application/pdf' }));
  const opened = window.open(url, '_blank');
  if (!opened) {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.appendChild(link);
    link.click();
    link.remove();
  }
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
