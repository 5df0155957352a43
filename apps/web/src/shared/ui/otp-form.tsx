import { Button, Group, Stack, Text } from '@mantine/core';
import type { AuthenticateChallenge } from '@portal/contract';
import { useRef, useState, type FormEvent } from 'react';
import { formatSeconds, useCountdown } from '@/shared/hooks/use-countdown';
import { useTranslation } from '@/shared/i18n';
import { OtpInput } from './otp-input';

interface OtpFormProps {
  /** The code the server issued; give the form `key={challenge.utr}` so a resend starts afresh. */
  challenge: AuthenticateChallenge;
  /**
   * Checks the typed code; answers false when it was refused (the boxes are then cleared), and 'keep'
   * when no answer came (the code may still be good: it stays for another try).
   */
  onVerify: (pin: string) => Promise<boolean | 'keep'>;
  /** Asks for a new code; the parent swaps in the new challenge. */
  onResend: () => Promise<void>;
  description?: string;
}

/**
 * Code entry of spec 01 §2/§4: one box per digit and a countdown ticking each second. Two clocks, so a
 * living code is never called expired (issue 11): the countdown shows the code's real life (`validFor`)
 * and Verify stays until it ends; Resend Code joins it once the server's resend `timer` has run out (the
 * spec's moment). Without `validFor` (an older server) both are the timer, as the spec has it.
 */
export function OtpForm({ challenge, onVerify, onResend, description }: OtpFormProps) {
  const { t } = useTranslation();
  const { length, timer } = challenge.otp;
  const { left, done } = useCountdown(challenge.otp.validFor ?? timer);
  const canResend = useCountdown(timer).done;
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'verify' | 'resend' | null>(null);
  const firstBox = useRef<HTMLInputElement>(null);

  const verify = async (e: FormEvent) => {
    e.preventDefault();
    if (done || busy) return;
    if (code.length < length) {
      setError(t('validation.otpRequired'));
      firstBox.current?.focus();
      return;
    }
    setBusy('verify');
    try {
      if ((await onVerify(code)) === false) {
        setCode('');
        firstBox.current?.focus();
      }
    } finally {
      setBusy(null);
    }
  };

  const resend = async () => {
    setBusy('resend');
    try {
      await onResend();
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={(e) => void verify(e)} noValidate>
      <Stack align="center" gap="md">
        {description ? (
          <Text ta="center" c="gray.7">
            {description}
          </Text>
        ) : null}
        <OtpInput
          length={length}
          value={code}
          inputRef={firstBox}
          autoFocus
          onChange={(v) => {
            setCode(v);
            if (error) setError(null);
          }}
          disabled={busy !== null}
          error={error}
        />
        {done ? (
          <Text c="red.8" size="sm" role="status">
            {t('common.otp.expired')}
          </Text>
        ) : (
          <Text role="timer" aria-live="off" c="gray.7" size="sm">
            {t('common.otp.timeLeft', { time: formatSeconds(left) })}
          </Text>
        )}
        <Group justify="center">
          {done ? null : (
            <Button type="submit" loading={busy === 'verify'}>
              {t('common.verify')}
            </Button>
          )}
          {done || canResend ? (
            <Button variant={done ? 'filled' : 'default'} onClick={() => void resend()} loading={busy === 'resend'}>
              {t('common.resend')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
