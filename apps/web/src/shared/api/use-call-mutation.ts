import { useMutation } from '@tanstack/react-query';
import { ErrorCode, type Envelope } from '@portal/contract';
import { showError } from '@/shared/ui/dialogs';
import { ApiError, NetworkError, toApiError } from './client';

/** What a screen does with each answer it expects, by result code (0, -2, …). */
export type Answers<D, R, V = unknown> = Partial<Record<number, (envelope: Envelope<D>, sent: V) => R | Promise<R>>>;

/** The handler for an answer, or null when the answer is a refusal to show. */
export function handlerFor<D, R, V>(envelope: Envelope<D>, answers: Answers<D, R, V>) {
  return answers[envelope.result.errorCode] ?? null;
}

/**
 * One way to send a call from a screen: react-query's useMutation over the envelope. The screen says what
 * each answer it expects means (given the answer and what was sent); any other answer is a refusal, shown from here in the language in use. A
 * session timeout has already moved the customer on and an unreachable server has been announced by the
 * client (spec 01 §8: logged, loading stops), so neither is shown again. `send` answers what its handler
 * answered, or `otherwise` for a refusal or no answer; `busy` is true while a call is under way.
 */
export function useCallMutation<V, D, R = void>(call: (vars: V) => Promise<Envelope<D>>, answers: Answers<D, R, V>, otherwise: R) {
  const mutation = useMutation({ mutationFn: call });
  const send = async (vars: V): Promise<R> => {
    let envelope: Envelope<D>;
    try {
      envelope = await mutation.mutateAsync(vars);
    } catch (err) {
      if (!(err instanceof NetworkError || err instanceof ApiError)) console.error('call failed', err);
      else if (err instanceof ApiError && err.code !== ErrorCode.SessionTimeOut) void showError(err.text);
      return otherwise;
    }
    const handle = handlerFor(envelope, answers);
    if (handle) return handle(envelope, vars);
    refuse(envelope);
    return otherwise;
  };
  return { send, busy: mutation.isPending };
}

/** The server's own words for an answer, in both languages (success dialogs show them). */
export const serverText = (envelope: Envelope<unknown>) => ({ en: envelope.result.errorEDesc, ar: envelope.result.errorADesc });

/**
 * Shows an answer as a refusal in the language in use; for a handler whose expected answer came without
 * what it needs. Not awaited: a code form clears and waits for the next code while the customer reads why.
 */
export function refuse(envelope: Envelope<unknown>): void {
  void showError(toApiError(envelope).text);
}
