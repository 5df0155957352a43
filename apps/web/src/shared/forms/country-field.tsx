import { Select } from '@mantine/core';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { usePersonLookups } from '@/shared/lookups/use-person-lookups';
import { foldedFilter } from '@/shared/ui/folded-filter';

interface CountryFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  description?: string;
  error?: string;
}

/** A required country from the lookups (nationality, country of residence), searchable in either script. */
export function CountryField<T extends FieldValues>({ control, name, label, description, error }: CountryFieldProps<T>) {
  const { t } = useTranslation();
  const lookups = usePersonLookups();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Select
          label={label}
          description={description}
          required
          searchable
          filter={foldedFilter}
          data={lookups.countries}
          nothingFoundMessage={t('common.nothingFound')}
          ref={field.ref}
          name={field.name}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          error={error ?? (lookups.failed ? t('common.loadFailed') : undefined)}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
