import type { Bilingual } from '@portal/contract';
import { ApiError } from '@/shared/api/client';
import { showError, showSuccess } from '@/shared/ui/dialogs';

/**
 * Awaits a change to the list and reports it: `onSaved` (the modal closes) before the server's success
 * message; a refusal shows the server's error, except -77, where the client has already gone to
 * SessionTimeOut. A network failure has been announced by the client, so it shows nothing more.
 */
export async function reportBillChange(change: Promise<Bilingual>, onSaved: () => void) {
  try {
    const message = await change;
    onSaved();
    void showSuccess(message);
  } catch (err) {
    if (err instanceof ApiError && err.code !== -77) void showError(err.text);
  }
}
