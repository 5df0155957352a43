import { Alert } from '@mantine/core';
import { StaffApiError } from '../api/staff-call.ts';
import { useI18n } from '../i18n/index.tsx';

/** A failed call's message in the staff member's language. */
export function ErrorAlert({ error }: { error: unknown }) {
  const { pick } = useI18n();
  if (!error) return null;
  return (
    <Alert color="red" role="alert">
      {error instanceof StaffApiError ? pick(error.text) : String((error as Error).message ?? error)}
    </Alert>
  );
}
