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

/** The contact person: a name and a job title, in English letters. */
const CONTACT = [
  { field: 'contactPersonName', label: 'company.contactName', autoComplete: 'name' },
  { field: 'contactPersonJobTitle', label: 'company.jobTitle', autoComplete: 'organization-title' },
] as const;

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
      {CONTACT.map(({ field, label, autoComplete }) => (
        <TextInput
          key={field}
          label={t(label)}
          description={t('person.englishLettersHint')}
          autoComplete={autoComplete}
          maxLength={NAME_MAX}
          required
          error={err(path<T>(field))}
          {...form.register(path<T>(field))}
        />
      ))}
    </>
  );
}
