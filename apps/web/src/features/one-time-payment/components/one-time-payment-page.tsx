import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import '@/shared/ui/mantine-css/fields';
import '@/shared/ui/mantine-css/data';
import { Alert, Stack, Title } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { flowStorage } from '@/shared/api/session-store';
import { useBillerCategories } from '@/shared/catalog/get-biller-categories';
import { useBillers } from '@/shared/catalog/get-billers';
import { ONE_TIME_REDIRECT_KEY, type OneTimeEntry } from '@/shared/catalog/payment-entries';
import { usePointsCash } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import type { InquiryDraft } from './flow-types';
import { emptyDraft } from './inquiry-rules';
import { OneTimeSteps } from './one-time-steps';
import { Loading } from '@/shared/ui/loading';

/** The preselection from the quick-payment grid (navigation state) or a framed page's redirect. */
function readEntry(state: unknown): InquiryDraft {
  const entry = (state as Partial<OneTimeEntry> | null) ?? flowStorage.get<Partial<OneTimeEntry>>(ONE_TIME_REDIRECT_KEY);
  return {
    ...emptyDraft,
    categoryId: entry?.categoryId ? String(entry.categoryId) : '',
    billerId: entry?.billersId ? String(entry.billersId) : '',
    serviceId: entry?.serviceId ? String(entry.serviceId) : '',
    serviceCategoryId: entry?.serviceCategoryId ? String(entry.serviceCategoryId) : '',
    billingNo: entry?.billingNo ?? '',
  };
}

/**
 * /OneTimePayment (visitors), /OneTimePayments, /OneTimePaymentsOld and /BillPayment (signed in): a
 * single bill inquired and paid, one step at a time (spec 02 §2).
 */
export function OneTimePaymentPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [initialDraft] = useState(() => readEntry(location.state));
  useEffect(() => flowStorage.remove(ONE_TIME_REDIRECT_KEY), []);
  const billers = useBillers();
  const categories = useBillerCategories();
  const points = usePointsCash();
  const isPublic = location.pathname.toLowerCase() === paths.oneTimePayment.toLowerCase();
  const categoryList = useMemo(() => categories.data ?? [], [categories.data]);

  return (
    <Stack gap="md">
      {isPublic ? (
        <Title order={1} size="h2" c="brand.9">
          {t('payment.oneTime.title')}
        </Title>
      ) : null}
      {billers.isPending || categories.isPending ? <Loading /> : null}
      {billers.isError || categories.isError ? (
        <Alert color="red" variant="light" role="alert">
          {t('common.loadFailed')}
        </Alert>
      ) : null}
      {billers.data && categories.data ? (
        <OneTimeSteps billers={billers.data} categories={categoryList} initialDraft={initialDraft} pointsCash={points} />
      ) : null}
    </Stack>
  );
}
