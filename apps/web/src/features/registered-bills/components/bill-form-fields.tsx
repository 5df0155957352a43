import { NativeSelect, SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { billFormRules, normalizeDigits } from '@portal/contract';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { nameIn } from '@/shared/catalog/catalog-names';
import { useFieldError } from '@/shared/forms/field-error';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { useLookup } from '@/shared/lookups/get-lookup';
import { digitsOnly } from '@/shared/ui/digits-input';
import type { BillFormValues } from './bill-form-schema';
import type { useBillFormCatalog } from './use-bill-form-catalog';

type Catalog = ReturnType<typeof useBillFormCatalog>;
const CLEARED = { billingNo: '', accountNumber: '', iam: '', limitOmr: '', limitUnits: '' } as const;

/** The add-bill form's inputs; choosing a category or biller clears what depended on it. */
export function BillFormFields({
  form,
  catalog,
  water,
  metered,
}: {
  form: UseFormReturn<BillFormValues>;
  catalog: Catalog;
  water: boolean;
  metered: boolean;
}) {
  const { t } = useTranslation();
  const { lang, pick } = useLanguage();
  const err = useFieldError(form);
  const iam = useLookup('Iam');
  const { service } = catalog;
  const choose = (label: string, items: { value: string; label: string }[]) => [{ value: '', label, disabled: true }, ...items];
  const reset = (patch: Partial<BillFormValues>) => {
    for (const [k, v] of Object.entries(patch)) form.setValue(k as keyof BillFormValues, v as never, { shouldValidate: false });
  };
  const referenceLabel = service
    ? pick({ en: service.toolTip, ar: service.toolTipAr }) || t('registeredBills.form.reference')
    : t('registeredBills.form.reference');
  const methodControl = (name: 'dueMethod' | 'alertMethod') => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${name}-label`}>
            {t(`registeredBills.form.${name}`)}
          </Text>
          <SegmentedControl
            aria-labelledby={`${name}-label`}
            value={field.value}
            onChange={field.onChange}
            data={[
              { value: 'SMS', label: t('registeredBills.form.sms') },
              { value: 'Email', label: t('registeredBills.form.email') },
            ]}
          />
        </Stack>
      )}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <NativeSelect
        label={t('registeredBills.form.category')}
        required
        error={err('categoryId')}
        {...form.register('categoryId', { onChange: () => reset({ billerId: '', serviceId: '', serviceCategoryId: '', ...CLEARED }) })}
        data={choose(
          t('registeredBills.form.choose'),
          catalog.categories.map((c) => ({ value: String(c.id), label: nameIn(c, lang) })),
        )}
      />
      <NativeSelect
        label={t('registeredBills.form.biller')}
        required
        error={err('billerId')}
        {...form.register('billerId', { onChange: () => reset({ serviceId: '', serviceCategoryId: '' }) })}
        data={choose(
          t('registeredBills.form.choose'),
          catalog.billers.map((b) => ({ value: String(b.id), label: nameIn(b, lang) })),
        )}
      />
      <NativeSelect
        label={t('registeredBills.form.service')}
        required
        error={err('serviceId')}
        {...form.register('serviceId', { onChange: () => reset({ serviceCategoryId: '' }) })}
        data={choose(
          t('registeredBills.form.choose'),
          catalog.services.map((s) => ({ value: String(s.id), label: nameIn(s, lang) })),
        )}
      />
      {service?.serviceCategories.length ? (
        <NativeSelect
          label={t('registeredBills.form.serviceCategory')}
          required
          error={err('serviceCategoryId')}
          {...form.register('serviceCategoryId')}
          data={choose(
            t('registeredBills.form.choose'),
            service.serviceCategories.map((c) => ({ value: String(c.id), label: nameIn(c, lang) })),
          )}
        />
      ) : null}
      {water ? (
        <>
          <Controller
            control={form.control}
            name="accountNumber"
            render={({ field }) => (
              <TextInput
                label={t('registeredBills.form.accountNumber')}
                required
                dir="ltr"
                inputMode="numeric"
                maxLength={10}
                value={field.value}
                onChange={digitsOnly(field.onChange, 10)}
                error={err('accountNumber')}
              />
            )}
          />
          <NativeSelect
            label={t('registeredBills.form.iam')}
            required
            error={err('iam')}
            {...form.register('iam')}
            data={choose(
              t('registeredBills.form.choose'),
              (iam.data?.iam ?? []).map((i) => ({ value: i.code, label: pick({ en: i.edesc, ar: i.adesc }) })),
            )}
          />
        </>
      ) : (
        <Controller
          control={form.control}
          name="billingNo"
          render={({ field }) => (
            <TextInput
              label={referenceLabel}
              required={Boolean(service?.isBillingNoRequired)}
              dir="ltr"
              maxLength={billFormRules.referenceMax}
              value={field.value}
              onChange={(e) => field.onChange(normalizeDigits(e.currentTarget.value).toUpperCase())}
              error={err('billingNo')}
            />
          )}
        />
      )}
      {/* Every metered bill (water, and electricity on the dashboard) may have limits the usage alerts compare against. */}
      {metered
        ? (['limitOmr', 'limitUnits'] as const).map((name) => (
            <Controller
              key={name}
              control={form.control}
              name={name}
              render={({ field }) => (
                <TextInput
                  label={t(`registeredBills.form.${name === 'limitUnits' && !water ? 'limitKwh' : name}`)}
                  dir="ltr"
                  inputMode="numeric"
                  maxLength={9}
                  value={field.value}
                  onChange={digitsOnly(field.onChange, 9)}
                  error={err(name)}
                />
              )}
            />
          ))
        : null}
      <TextInput
        label={t('registeredBills.form.nickname')}
        required
        maxLength={billFormRules.nicknameMax}
        error={err('name')}
        {...form.register('name')}
      />
      {methodControl('dueMethod')}
      {methodControl('alertMethod')}
    </SimpleGrid>
  );
}
