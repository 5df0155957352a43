import { ErrorCode, type Bilingual, type CallDef, type DetailsOf, type Envelope } from '@portal/contract';
import { getHref, paths } from '@/config/paths';
import { getDeviceInfo } from './device-info';
import { loadSchemas, type CallBody, type CallRef } from './calls';
import { announceNetworkFailure } from './network-notice';
import { sessionStore } from './session-store';

export const SESSION_TIMEOUT_INFO = 'SessionTimeOutInfo';
/** What SESSION_TIMEOUT_INFO holds when the portal ended an idle session itself (not the server's words). */
export const IDLE_ENDED = { idle: true } as const;

export type { CallBody } from './calls';

/** A non-zero result the caller did not handle; carries both descriptions for the error dialog. */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    readonly text: Bilingual,
    readonly details: unknown = null,
  ) {
    super(text.en);
  }
}

/** A failure to reach the server or read its answer (spec: logged, loading stops). */
export class NetworkError extends Error {}

/**
 * POST /api/<path> with device info and X-sessionID. Answers the envelope, details parsed with the
 * contract's schema. A -77 anywhere stores the message and sends the top window to SessionTimeOut.
 */
export async function callApi<C extends CallDef>(ref: CallRef<C>, body: CallBody<CallRef<C>>): Promise<Envelope<DetailsOf<C>>> {
  let contract: Awaited<ReturnType<typeof loadSchemas>>;
  try {
    contract = await loadSchemas();
  } catch (err) {
    console.error('could not load the contract', ref.name, err);
    announceNetworkFailure();
    throw new NetworkError(String(err));
  }
  const call = contract.calls[ref.name as keyof typeof contract.calls];
  let response: Response;
  try {
    response = await fetch(`/api/${call.path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-sessionID': sessionStore.sessionId() },
      body: JSON.stringify({ ...body, deviceInfo: getDeviceInfo() }),
    });
  } catch (err) {
    console.error('network failure', call.path, err);
    announceNetworkFailure();
    throw new NetworkError(String(err));
  }
  let json: unknown;
  try {
    json = await response.json();
  } catch (err) {
    console.error('unreadable answer', call.path, response.status, err);
    announceNetworkFailure();
    throw new NetworkError(`HTTP ${response.status}`);
  }
  const envelope = contract.envelopeSchema(call.details as CallDef['details']).safeParse(json);
  const loose = json as Envelope<unknown>;
  if (loose?.result?.errorCode === ErrorCode.SessionTimeOut) {
    handleSessionTimeout({ en: loose.result.errorEDesc, ar: loose.result.errorADesc });
    throw new ApiError(ErrorCode.SessionTimeOut, { en: loose.result.errorEDesc, ar: loose.result.errorADesc });
  }
  if (!envelope.success) {
    // A non-zero result may carry details of another shape; only success answers must match.
    if (loose?.result && typeof loose.result.errorCode === 'number' && loose.result.errorCode !== 0) {
      return loose as Envelope<DetailsOf<C>>;
    }
    console.error('answer does not match the contract', call.path, envelope.error.issues);
    throw new NetworkError('contract mismatch');
  }
  return envelope.data as Envelope<DetailsOf<C>>;
}

/** callApi that answers the details of a 0 result and throws ApiError for anything else. */
export async function callOk<C extends CallDef>(ref: CallRef<C>, body: CallBody<CallRef<C>>): Promise<DetailsOf<C>> {
  const envelope = await callApi(ref, body);
  if (envelope.result.errorCode !== ErrorCode.Success) throw toApiError(envelope);
  return envelope.details as DetailsOf<C>;
}

export function toApiError(envelope: Envelope<unknown>): ApiError {
  return new ApiError(envelope.result.errorCode, { en: envelope.result.errorEDesc, ar: envelope.result.errorADesc }, envelope.details);
}

function handleSessionTimeout(text: Bilingual): void {
  sessionStorage.setItem(SESSION_TIMEOUT_INFO, JSON.stringify(text));
  const target = getHref(paths.sessionTimeOut);
  const top = window.top ?? window;
  if (top.location.pathname !== target) top.location.href = target;
}
