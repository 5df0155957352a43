import { ErrorCode, type AuthenticateChallenge, type Bilingual, type Envelope, type ProfileDetails } from '@portal/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { loadSchemas } from '@/shared/api/calls';
import { toApiError } from '@/shared/api/client';
import { sessionStore, useAuth } from '@/shared/api/session-store';
import { useTranslation } from '@/shared/i18n';
import { showError, showSuccess, showWarning } from '@/shared/ui/dialogs';
import { changePassword } from '@/shared/api/change-password';
import { editCustomer, type EditCustomerBody } from '../api/edit-customer';
import { profileQueryOptions } from '../api/get-customer';
import type { PasswordBlock } from './profile-fields';

type Profile = ProfileDetails['customers'];

export interface SaveRequest {
  /** The profile body from the form. */
  body: EditCustomerBody;
  /** The same body built from the profile as loaded (null when it does not pass the form's rules): equal means nothing changed. */
  stored: EditCustomerBody | null;
  /** The change-password block, when its old password was filled (spec 01 §5: only then it runs). */
  password: PasswordBlock | null;
}

const textOf = (envelope: Envelope<unknown>): Bilingual => ({ en: envelope.result.errorEDesc, ar: envelope.result.errorADesc });
const joined = (texts: Bilingual[]): Bilingual => ({ en: texts.map((x) => x.en).join('. '), ar: texts.map((x) => x.ar).join('. ') });

/**
 * Profile save (spec 01 §4): a password change first, when asked for (a wrong old password stops
 * there, before any code is sent); then the profile, whose -2 opens the code dialog. Resend submits
 * the saved body again; Verify submits it with the code. On success the session's customer and legal
 * document are replaced, so the header shows the new name at once.
 */
export function useProfileSave(options: { onSaved: (profile: Profile) => void; onPasswordChanged: () => void }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [pending, setPending] = useState<{ body: EditCustomerBody; challenge: AuthenticateChallenge } | null>(null);
  const done = useRef<Bilingual[]>([]);

  const requestCode = async (body: EditCustomerBody): Promise<void> => {
    const envelope = await editCustomer(body);
    const details = envelope.details;
    if (envelope.result.errorCode === ErrorCode.OtpRequired && details && 'authenticate' in details) {
      setPending({ body, challenge: details.authenticate });
    } else if (envelope.result.errorCode === ErrorCode.Success) {
      await finish(envelope);
    } else if (envelope.result.errorCode !== ErrorCode.SessionTimeOut) {
      await showError(toApiError(envelope).text);
      await reportDone();
    }
  };

  /** A password changed before the profile step stopped is still news to the customer. */
  const reportDone = async () => {
    const texts = done.current;
    done.current = [];
    if (texts.length) await showSuccess(joined(texts));
  };

  const finish = async (envelope: Envelope<unknown>) => {
    // The contract's schemas are loaded by the save's own call; read from them, not bundled with the page.
    const { calls } = await loadSchemas();
    const parsed = calls.getCustomer.details.safeParse(envelope.details);
    if (parsed.success) {
      const { customerInfo: c, legalDocument: d } = parsed.data.customers;
      sessionStore.update({
        custInfo: {
          customerID: c.customerID,
          fullName: c.fullName,
          fullNameAr: c.fullNameAr,
          mobileNo: c.mobileNo,
          userName: c.userName,
          email: c.email,
        },
        legalDocument: { documentNo: d.documentNo, documentType: d.documentType, natCountryIsoCode: d.natCountryIsoCode },
      });
      queryClient.setQueryData(profileQueryOptions(c.customerID).queryKey, parsed.data.customers);
      options.onSaved(parsed.data.customers);
    }
    const texts = [...done.current, textOf(envelope)];
    done.current = [];
    await showSuccess(joined(texts));
  };

  const save = async (request: SaveRequest): Promise<void> => {
    setBusy(true);
    try {
      await saveNow(request);
    } finally {
      setBusy(false);
    }
  };

  const saveNow = async ({ body: edited, stored, password }: SaveRequest): Promise<void> => {
    if (!auth) return;
    const body = stored && JSON.stringify(edited) === JSON.stringify(stored) ? null : edited;
    if (!body && !password) {
      void showWarning(t('profile.nothingToSave'));
      return;
    }
    done.current = [];
    try {
      if (password) {
        const envelope = await changePassword({
          customerInfo: { customerID: auth.custInfo.customerID },
          legalDocument: { documentNo: auth.legalDocument.documentNo, documentType: auth.legalDocument.documentType },
          passwordInfo: password,
        });
        if (envelope.result.errorCode !== ErrorCode.Success) {
          if (envelope.result.errorCode !== ErrorCode.SessionTimeOut) await showError(toApiError(envelope).text);
          return;
        }
        options.onPasswordChanged();
        done.current = [textOf(envelope)];
      }
      if (body) await requestCode(body);
      else await reportDone();
    } catch {
      // Network failures are logged by the client; loading stops.
    }
  };

  const verify = async (pin: string): Promise<boolean> => {
    if (!pending) return false;
    try {
      const { body, challenge } = pending;
      const envelope = await editCustomer(body, { pin, utr: challenge.utr, otp: challenge.otp });
      if (envelope.result.errorCode !== ErrorCode.Success) {
        if (envelope.result.errorCode !== ErrorCode.SessionTimeOut) void showError(toApiError(envelope).text);
        return false;
      }
      setPending(null);
      await finish(envelope);
      return true;
    } catch {
      return false;
    }
  };

  const resend = async () => {
    if (!pending) return;
    try {
      await requestCode(pending.body);
    } catch {
      // Logged by the client.
    }
  };

  const cancel = () => {
    setPending(null);
    void reportDone();
  };

  return { save, busy, challenge: pending?.challenge ?? null, verify, resend, cancel };
}

export type ProfileSaver = ReturnType<typeof useProfileSave>;
