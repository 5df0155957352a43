import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import '@/shared/ui/mantine-css/fields';
import '@/shared/ui/mantine-css/data';
import { Alert, Anchor, Button, Group, LoadingOverlay, NativeSelect, Pagination, Paper, Stack, Tabs } from '@mantine/core';
import type { RegisteredBill } from '@portal/contract';
import { searchFold } from '@portal/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/shared/api/client';
import { useBillers } from '@/shared/catalog/get-billers';
import { HistoryModal, usePointsCash } from '@/payments';
import { useTranslation } from '@/shared/i18n';
import { confirmDialog, showError, showSuccess } from '@/shared/ui/dialogs';
import { deleteRegisteredBill, useBillMutation } from '../api/bill-mutations';
import { useRegisteredBills } from '@/shared/registered-bills/get-registered-bills';
import type { BillFormMode } from './bill-form-modal';
import { BillsTable } from './bills-table';
import { useBulkPay } from './pay/use-bulk-pay';
import { prepaidNeedsAmount } from './prepaid-amount';
import { useBillSelection } from './use-bill-selection';
import { useBillDues } from '../api/bill-dues';
import { onDemand, usePreloadWhenIdle } from '@/shared/ui/on-demand';
import { SearchInput } from '@/shared/ui/search-input';

// Not on the list at first: fetched when the browser is idle, or when first opened (issue 13).
const BillFormModal = onDemand(() => import('./bill-form-modal').then((m) => m.BillFormModal));
const EditNicknameModal = onDemand(() => import('./edit-nickname-modal').then((m) => m.EditNicknameModal));
const AddAmountModal = onDemand(() => import('./add-amount-modal').then((m) => m.AddAmountModal));
const PaySteps = onDemand(() => import('./pay/pay-steps').then((m) => m.PaySteps));

type Tab = 'PostPaid' | 'PrePaid';
const PAGE_SIZES = ['10', '20', '30', '50'];

/**
 * Registered bills (/RegistredBill): the saved bills by tab, with add, view, rename, delete and history;
 * up to three chosen bills are inquired and paid together in steps on this page (spec 02 §2).
 */
export function RegisteredBillsPage() {
  const { t } = useTranslation();
  const bills = useRegisteredBills();
  const remove = useBillMutation(deleteRegisteredBill);
  const billers = useBillers();
  const points = usePointsCash();
  const selection = useBillSelection((bill) => prepaidNeedsAmount(bill, billers.data));
  const pay = useBulkPay(points);
  const [history, setHistory] = useState<RegisteredBill | null>(null);
  usePreloadWhenIdle(BillFormModal, EditNicknameModal, AddAmountModal, PaySteps);
  const [tab, setTab] = useState<Tab>('PostPaid');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const [form, setForm] = useState<{ mode: BillFormMode; bill: RegisteredBill | null } | null>(null);
  const [renaming, setRenaming] = useState<RegisteredBill | null>(null);
  const hideButtons = localStorage.getItem('hideBtn') === '1';

  const needle = searchFold(search);
  const inTab = (bills.data ?? []).filter((b) => b.serviceType === tab);
  const shown = inTab.filter(
    (b) => !needle || [b.name, b.billingNo, b.biller.ename, b.biller.aname].some((v) => searchFold(v).includes(needle)),
  );
  const pages = Math.max(1, Math.ceil(shown.length / pageSize));
  const current = Math.min(page, pages);
  const onPage = shown.slice((current - 1) * pageSize, current * pageSize);
  const dues = useBillDues(pay.step.name === 'list' ? onPage : []);
  const all = bills.data ?? [];
  const chosen = all.filter((b) => selection.selected.has(b.id));

  if (pay.step.name !== 'list') {
    return (
      <PaySteps
        flow={pay}
        pointsCash={points}
        onDone={() => {
          selection.clear();
          pay.backToList();
        }}
      />
    );
  }

  const askDelete = async (bill: RegisteredBill) => {
    if (!(await confirmDialog({ message: t('registeredBills.list.confirmDelete'), danger: true }))) return;
    try {
      void showSuccess(await remove.mutateAsync(bill.id));
    } catch (err) {
      if (err instanceof ApiError && err.code !== -77) void showError(err.text);
    }
  };

  return (
    <Stack gap="md">
      {hideButtons ? null : (
        <Group justify="space-between">
          <Anchor component={Link} to={paths.quickPayments}>
            {t('registeredBills.list.oneTime')}
          </Anchor>
          <Button onClick={() => setForm({ mode: 'I', bill: null })}>{t('registeredBills.list.add')}</Button>
        </Group>
      )}
      <Paper withBorder radius="md" p="md" pos="relative">
        <LoadingOverlay
          visible={bills.isPending || remove.isPending || pay.inquiring}
          loaderProps={{ 'aria-label': t('common.loading') }}
        />
        <Tabs value={tab} onChange={(v) => (setTab((v as Tab) ?? 'PostPaid'), setPage(1))}>
          <Tabs.List mb="md">
            <Tabs.Tab value="PostPaid">{t('registeredBills.list.postpaid')}</Tabs.Tab>
            <Tabs.Tab value="PrePaid">{t('registeredBills.list.prepaid')}</Tabs.Tab>
          </Tabs.List>
        </Tabs>
        <SearchInput
          label={t('registeredBills.list.search')}
          mb="md"
          maw={360}
          value={search}
          onSearch={(text) => (setSearch(text), setPage(1))}
        />
        {bills.isError ? (
          <Alert color="red" variant="light" role="alert">
            {t('common.loadFailed')}
          </Alert>
        ) : (
          <BillsTable
            bills={onPage}
            dues={tab === 'PostPaid' ? dues : null}
            selected={selection.selected}
            onToggle={selection.toggle}
            onView={(bill) => setForm({ mode: 'A', bill })}
            onRename={setRenaming}
            onDelete={(b) => void askDelete(b)}
            onHistory={setHistory}
          />
        )}
        <Group justify="space-between" mt="md">
          <Group gap="sm">
            <NativeSelect
              aria-label={t('registeredBills.list.rowsPerPage')}
              size="xs"
              value={String(pageSize)}
              data={PAGE_SIZES}
              onChange={(e) => (setPageSize(Number(e.currentTarget.value)), setPage(1))}
            />
            {pages > 1 ? (
              <Pagination
                size="sm"
                total={pages}
                value={current}
                onChange={setPage}
                getControlProps={(c) => ({ 'aria-label': t(`registeredBills.list.pager.${c}`) })}
              />
            ) : null}
          </Group>
          <Button onClick={() => void pay.inquire(chosen, selection.amounts)} loading={pay.inquiring}>
            {t('registeredBills.list.inquire', { selected: chosen.length, total: all.length })}
          </Button>
        </Group>
      </Paper>
      {form ? <BillFormModal opened mode={form.mode} bill={form.bill} onClose={() => setForm(null)} /> : null}
      {renaming ? <EditNicknameModal bill={renaming} onClose={() => setRenaming(null)} /> : null}
      {selection.needsAmount ? (
        <AddAmountModal bill={selection.needsAmount} onDone={selection.amountGiven} onCancel={selection.cancelAmount} />
      ) : null}
      {history ? <HistoryModal billingNo={history.billingNo} opened onClose={() => setHistory(null)} /> : null}
    </Stack>
  );
}
