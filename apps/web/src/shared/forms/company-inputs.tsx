import { TextInput } from '@mantine/core';
import { COMPANY_NAME_MAX, ID_MAX, NAME_MAX } from '@portal/contract';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useFieldError } from '@/shared/forms/field-error';
import { useTranslation } from '@/shared/i18n';

interface CompanyFormValues extends FieldValues {
  crNumber: string;
  contactPersonName: string;
  contactPersonJobTitle: string;
}

const path = <T extends FieldValues>(name: string) => name as Path<T>;

interface CompanyInputsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The name's field: the profile edits the interface language's name, sign-up has one. */
  nameField: Path<T>;
  /** Sign-up needs the CR number; the profile keeps the one on file when it is left blank. */
  crRequired: boolean;
  crHint: string;
}

/** The company's name and CR number and its contact person, as sign-up and the profile both draw them (spec 01 §2, §5). */
export function CompanyInputs<T extends CompanyFormValues>({ form, nameField, crRequired, crHint }: CompanyInputsProps<T>) {
  const { t } = useTranslation();
  const err = useFieldError(form);
  const text = (name: 'contactPersonName' | 'contactPersonJobTitle') => ({ error: err(path<T>(name)), ...form.register(path<T>(name)) });
  return (
    <>
      <TextInput
        key={nameField}
        label={t('company.name')}
        description={t('company.nameHint')}
        autoComplete="organization"
        maxLength={COMPANY_NAME_MAX}
        required
        error={err(nameField)}
        {...form.register(nameField)}
      />
      <TextInput
        label={t('company.crNumber')}
        description={crHint}
        maxLength={ID_MAX}
        required={crRequired}
        error={err(path<T>('crNumber'))}
        {...form.register(path<T>('crNumber'))}
      />
      <TextInput
        label={t('company.contactName')}
        description={t('person.englishLettersHint')}
        autoComplete="name"
        maxLength={NAME_MAX}
        required
        {...text('contactPersonName')}
      />
      <TextInput
        label={t('company.jobTitle')}
        description={t('person.englishLettersHint')}
        autoComplete="organization-title"
        maxLength={NAME_MAX}
        required
        {...text('contactPersonJobTitle')}
      />
    </>
  );
}
