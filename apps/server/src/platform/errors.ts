import { ErrorCode, messages, type Bilingual, type MessageKey } from '@portal/contract';

/**
 * A business outcome that is not success: a code and two descriptions. Thrown once, turned into
 * the envelope by the central error handler (STYLE habit 8). `details` travels with it when the
 * spec expects data beside a non-zero code (e.g. -2 with the code challenge).
 */
export class AppError extends Error {
  readonly code: number;
  readonly text: Bilingual;
  readonly details: unknown;

  constructor(code: number, text: Bilingual | MessageKey, details: unknown = null) {
    const resolved = typeof text === 'string' ? messages[text] : text;
    super(resolved.en);
    this.code = code;
    this.text = resolved;
    this.details = details;
  }
}

export const invalidInput = (detail?: Bilingual) =>
  new AppError(
    ErrorCode.MissingDataIntegrity,
    detail ? { en: `${messages.invalidInput.en}: ${detail.en}`, ar: `${messages.invalidInput.ar}: ${detail.ar}` } : 'invalidInput',
  );
export const unauthorized = (text: Bilingual | MessageKey = 'unauthorized') => new AppError(ErrorCode.Unauthorized, text);
export const notFound = (text: Bilingual | MessageKey = 'notFound') => new AppError(ErrorCode.NotFound, text);
export const sessionTimeout = () => new AppError(ErrorCode.SessionTimeOut, 'sessionTimeout');
export const tooManyRequests = (text: Bilingual | MessageKey = 'tooManyRequests') => new AppError(ErrorCode.TooManyRequests, text);
