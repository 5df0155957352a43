import { ErrorCode, messages, type Bilingual, type Envelope } from '@portal/contract';

export function ok<T>(details: T, text: Bilingual = messages.success): Envelope<T> {
  return { result: { errorCode: ErrorCode.Success, errorEDesc: text.en, errorADesc: text.ar }, details };
}

export function failure(code: number, text: Bilingual, details: unknown = null): Envelope<unknown> {
  return { result: { errorCode: code, errorEDesc: text.en, errorADesc: text.ar }, details };
}
