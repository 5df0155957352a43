import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { formatOmrPlain, normalizeDigits, omrToBaisa, type Biller, type Category } from '@portal/contract';
import { useCallback, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { nameIn } from '@/shared/catalog/catalog-names';
import { keyFromData, useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { ALERT_ERROR, amountFormat, AmountInput, PrimaryButton, SecondaryButton, StepActions } from '@/payments';
import type { InquiryDraft, Selection } from './flow-types';
import { autoFill, isWater, needsAmount, showsReference, type InquiryContext } from './inquiry-rules';
import { loadOnce } from '@/shared/lib/load-once';
import { usePreloadWhenIdle } from '@/shared/ui/on-demand';
import { foldedFilter } from '@/shared/ui/folded-filter';

// The rules (zod) load with the form's first check, or once the visitor starts on the page (decisions 032, 035).
const rules = loadOnce(() => import('./inquiry-schema'));

interface InquiryFormProps {
  billers: Biller[];
  categories: Category[];
  initial: InquiryDraft;
  onInquire: (draft: InquiryDraft, selection: Selection) => Promise<void>;
  onCancel: () => void;
}

function contextOf(
  v: Pick<InquiryDraft, 'categoryId' | 'billerId' | 'serviceId'>,
  billers: Biller[],
  categories: Category[],
): InquiryContext {
  const biller = billers.find((b) => String(b.id) === v.billerId);
  return {
    category: categories.find((c) => String(c.id) === v.categoryId) ?? biller?.category,
    biller,
    service: biller?.billerServices.find((s) => String(s.id) === v.serviceId),
  };
}

/** Step 1 (spec 02 §2): category, biller, service, service category, amount, reference; Inquire, Cancel. */
export function InquiryForm({ billers, categories, initial, onInquire, onCancel }: InquiryFormProps) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const [busy, setBusy] = useState(false);
  usePreloadWhenIdle({ preload: rules });
  const resolver = useCallback<Resolver<InquiryDraft>>(
    async (values, context, options) => (await rules()).inquiryResolver(contextOf(values, billers, categories))(values, context, options),
    [billers, categories],
  );
  const form = useForm<InquiryDraft>({ resolver, defaultValues: autoFill(initial, billers) });
  const values = form.watch();
  const c = contextOf(values, billers, categories);
  const referenceLabel = (c.service && (lang === 'ar' ? c.service.toolTipAr : c.service.toolTip)) || t('payment.receipt.billingNo');
  const decimals = c.service?.allowedDecimals ?? 3;

  const errorOf = (name: keyof InquiryDraft) => {
    const message = form.formState.errors[name]?.message;
    return message ? t(keyFromData(message), { label: referenceLabel, format: amountFormat(decimals) }) : undefined;
  };

  /** Choosing a higher level clears what depended on it, then fills lone choices. */
  const choose = (changes: Partial<InquiryDraft>, clear: (keyof InquiryDraft)[]) => {
    const next: InquiryDraft = { ...form.getValues(), ...changes };
    for (const key of clear) next[key] = '';
    const filled = autoFill(next, billers);
    for (const key of Object.keys(filled) as (keyof InquiryDraft)[]) {
      if (filled[key] !== form.getValues(key)) form.setValue(key, filled[key], { shouldDirty: true });
    }
    form.clearErrors([...clear, ...(Object.keys(changes) as (keyof InquiryDraft)[])]);
  };

  const submit = form.handleSubmit(async (draft) => {
    if (!c.category || !c.biller || !c.service) return;
    const serviceCategory = c.service.serviceCategories.find((x) => String(x.id) === draft.serviceCategoryId) ?? null;
    setBusy(true);
    try {
      await onInquire(
        { ...draft, billingNo: normalizeDigits(draft.billingNo).trim().toUpperCase() },
        { category: c.category, biller: c.biller, service: c.service, serviceCategory },
      );
    } finally {
      setBusy(false);
    }
  });

  const billerOptions = billers
    .filter((b) => String(b.category.id) === values.categoryId)
    .map((b) => ({ value: String(b.id), label: nameIn(b, lang) }));
  const serviceOptions = (c.biller?.billerServices ?? []).map((s) => ({ value: String(s.id), label: nameIn(s, lang) }));
  const serviceCategoryOptions = (c.service?.serviceCategories ?? []).map((sc) => ({
    value: String(sc.id),
    label: sc.price != null ? `${nameIn(sc, lang)} (${formatOmrPlain(omrToBaisa(sc.price))})` : nameIn(sc, lang),
  }));

  return (
    <form onSubmit={(e) => void submit(e)} noValidate aria-label={t('payment.oneTime.inquiry.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Select
            label={t('payment.oneTime.inquiry.category')}
            required
            data={categories.map((x) => ({ value: String(x.id), label: nameIn(x, lang) }))}
            value={values.categoryId || null}
            onChange={(v) => choose({ categoryId: v ?? '' }, ['billerId', 'serviceId', 'serviceCategoryId', 'amount', 'billingNo'])}
            error={errorOf('categoryId')}
            allowDeselect={false}
            {...ALERT_ERROR}
          />
          <Select
            label={t('payment.oneTime.inquiry.biller')}
            required
            searchable
            filter={foldedFilter}
            nothingFoundMessage={t('payment.oneTime.inquiry.nothingFound')}
            data={billerOptions}
            value={values.billerId || null}
            onChange={(v) => choose({ billerId: v ?? '' }, ['serviceId', 'serviceCategoryId', 'amount', 'billingNo'])}
            error={errorOf('billerId')}
            allowDeselect={false}
            {...ALERT_ERROR}
          />
          <Select
            label={t('payment.oneTime.inquiry.service')}
            required
            data={serviceOptions}
            value={values.serviceId || null}
            onChange={(v) => choose({ serviceId: v ?? '' }, ['serviceCategoryId', 'amount', 'billingNo'])}
            error={errorOf('serviceId')}
            allowDeselect={false}
            {...ALERT_ERROR}
          />
          {serviceCategoryOptions.length ? (
            <Select
              label={t('payment.oneTime.inquiry.serviceCategory')}
              required
              data={serviceCategoryOptions}
              value={values.serviceCategoryId || null}
              onChange={(v) => choose({ serviceCategoryId: v ?? '' }, [])}
              error={errorOf('serviceCategoryId')}
              allowDeselect={false}
              {...ALERT_ERROR}
            />
          ) : null}
          {needsAmount(c, values.serviceCategoryId) ? (
            <AmountInput
              label={t('payment.oneTime.inquiry.amount')}
              description={t('payment.oneTime.amount.hint', { format: amountFormat(decimals) })}
              required
              value={values.amount}
              onChange={(v) => form.setValue('amount', v, { shouldValidate: form.formState.isSubmitted })}
              error={errorOf('amount')}
              {...ALERT_ERROR}
            />
          ) : null}
          {c.service && showsReference(c) ? (
            <TextInput
              label={referenceLabel}
              required={c.service.isBillingNoRequired || isWater(c)}
              maxLength={isWater(c) ? 10 : 30}
              inputMode={isWater(c) ? 'numeric' : undefined}
              description={isWater(c) ? t('payment.oneTime.inquiry.waterAccountHint') : undefined}
              dir="ltr"
              autoComplete="off"
              value={values.billingNo}
              onChange={(e) =>
                form.setValue('billingNo', normalizeDigits(e.currentTarget.value).toUpperCase(), {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
              error={errorOf('billingNo')}
              {...ALERT_ERROR}
            />
          ) : null}
        </SimpleGrid>
        <StepActions>
          <PrimaryButton type="submit" loading={busy}>
            {t('payment.oneTime.inquiry.submit')}
          </PrimaryButton>
          <SecondaryButton onClick={onCancel}>{t('common.cancel')}</SecondaryButton>
        </StepActions>
      </Stack>
    </form>
  );
}
