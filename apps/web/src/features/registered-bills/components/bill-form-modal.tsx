// Loaded on demand (decision 029): it brings the styles it draws with.
import '@/shared/ui/mantine-css/display';
import '@/shared/ui/mantine-css/choices';
import '@/shared/ui/mantine-css/fields';
import '@/shared/ui/mantine-css/data';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Group, LoadingOverlay, Overlay, Stack } from '@mantine/core';
import { AppModal } from '@/shared/ui/app-modal';
import type { RegisteredBill } from '@portal/contract';
import { useEffect, useRef } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { confirmDialog, showError } from '@/shared/ui/dialogs';
import { saveRegisteredBill, useBillMutation } from '../api/bill-mutations';
import { billFormSchema, emptyBillForm, isWater, type BillFormContext, type BillFormValues } from './bill-form-schema';
import { BillFormFields } from './bill-form-fields';
import { reportBillChange } from './report-bill-change';
import { useBillFormCatalog } from './use-bill-form-catalog';

/** I inserts a bill; A shows one read-only (spec 01 §2). */
export type BillFormMode = 'I' | 'A';

const str = (v: number | string | null | undefined) => (v == null ? '' : String(v));
const fromBill = (b: RegisteredBill): BillFormValues => ({
  categoryId: str(b.categoryId),
  billerId: str(b.biller.id),
  serviceId: str(b.service.id),
  serviceCategoryId: str(b.serviceCategory?.id),
  billingNo: b.accountNumber ? '' : b.billingNo,
  accountNumber: str(b.accountNumber),
  iam: str(b.ownership),
  limitOmr: str(b.limitConsumption),
  limitUnits: str(b.limitConsumptionByUnit),
  name: b.name,
  dueMethod: b.dueNotificationMethod,
  alertMethod: b.alertNotificationMethod,
});

interface BillFormModalProps {
  opened: boolean;
  mode: BillFormMode;
  bill: RegisteredBill | null;
  onClose: () => void;
}

export function BillFormModal({ opened, mode, bill, onClose }: BillFormModalProps) {
  const { t } = useTranslation();
  const context = useRef<BillFormContext>({ service: null, water: false });
  // The schema depends on the chosen service, so the resolver reads the latest choice each time.
  const resolver: Resolver<BillFormValues> = (values, ctx, options) => zodResolver(billFormSchema(context.current))(values, ctx, options);
  const form = useForm<BillFormValues>({ resolver, defaultValues: emptyBillForm });
  const catalog = useBillFormCatalog(form);
  const water = isWater(catalog.biller);
  const metered = water || Boolean(catalog.service?.isDashboardEnabled);
  context.current = { service: catalog.service, water };
  const save = useBillMutation(saveRegisteredBill);
  const view = mode === 'A';

  useEffect(() => {
    if (opened) form.reset(bill ? fromBill(bill) : emptyBillForm);
  }, [opened, bill, form]);

  const askToClose = async () => {
    if (
      view ||
      (await confirmDialog({ message: t('common.closeConfirm'), confirmLabel: t('common.accept'), cancelLabel: t('common.cancel') }))
    ) {
      form.reset(emptyBillForm);
      onClose();
    }
  };

  const submit = form.handleSubmit(async (v) => {
    const service = catalog.service;
    if (service?.type === 'PrePaid' && service.serviceCategories.length === 0)
      return void showError(t('registeredBills.form.prepaidNoCategories'));
    const change = save.mutateAsync({
      billerId: Number(v.billerId),
      billerCategoryId: Number(v.categoryId),
      serviceId: Number(v.serviceId),
      billingNo: water ? v.accountNumber : v.billingNo,
      billNo: '',
      name: v.name.trim(),
      serviceCategory: service?.type === 'PostPaid' || !v.serviceCategoryId ? null : Number(v.serviceCategoryId),
      accountNumber: water ? v.accountNumber : null,
      Ownership: water ? v.iam : null,
      LimitConsumption: metered && v.limitOmr ? v.limitOmr : null,
      LimitConsumptionByUnit: metered && v.limitUnits ? v.limitUnits : null,
      DueNotificationMethod: v.dueMethod,
      AlertNotificationMethod: v.alertMethod,
    });
    await reportBillChange(change, () => {
      form.reset(emptyBillForm);
      onClose();
    });
  });

  return (
    <AppModal
      opened={opened}
      onClose={() => void askToClose()}
      title={t(view ? 'registeredBills.form.viewTitle' : 'registeredBills.form.addTitle')}
      size="xl"
      closeOnClickOutside={false}
      closeOnEscape={false}
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack pos="relative">
          <LoadingOverlay visible={save.isPending || catalog.loading} loaderProps={{ 'aria-label': t('common.loading') }} />
          <Box pos="relative">
            {/* Blocks input in view mode; clear, so the disabled values stay legible. */}
            {view ? <Overlay backgroundOpacity={0} zIndex={5} aria-hidden /> : null}
            <fieldset disabled={view} style={{ border: 0, padding: 0, margin: 0 }}>
              <BillFormFields form={form} catalog={catalog} water={water} metered={metered} />
            </fieldset>
          </Box>
          <Group gap="sm">
            {view ? null : <Button type="submit">{t('common.save')}</Button>}
            <Button variant="default" onClick={() => void askToClose()}>
              {t(view ? 'common.close' : 'common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
