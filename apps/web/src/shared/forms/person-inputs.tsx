import { TextInput } from '@mantine/core';
import { ID_MAX, NAME_MAX, omanDay } from '@portal/contract';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { CountryField } from '@/shared/forms/country-field';
import { useFieldError } from '@/shared/forms/field-error';
import { documentTypeFor } from '@/shared/forms/person-document';
import { useTranslation } from '@/shared/i18n';
import { useLanguage } from '@/shared/i18n/use-language';
import { usePersonLookups } from '@/shared/lookups/use-person-lookups';
import { MobileField } from '@/shared/ui/mobile-field';

// A person's fields as sign-up and the profile both draw them (spec 01 §2, §5); each form places them.

export type NamePart = 'firstName' | 'secondName' | 'thirdName' | 'lastName';
const REQUIRED: readonly NamePart[] = ['firstName', 'lastName'];
const AUTOCOMPLETE: Record<NamePart, string> = {
  firstName: 'given-name',
  secondName: 'additional-name',
  thirdName: 'additional-name',
  lastName: 'family-name',
};

interface PersonFormValues extends FieldValues {
  dateOfBirth: string;
  nationality: string;
  idNumber: string;
  countryOfResidence: string;
}

/** A field of T by a name every person form has: T extends PersonFormValues, so the name is one of T's paths. */
const path = <T extends FieldValues>(name: string) => name as Path<T>;

interface NameInputsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  parts: readonly NamePart[];
  /** The form's field for a part: the profile keeps each language's names in fields of their own. */
  fieldOf?: (part: NamePart) => Path<T>;
  /** Sign-up tells the browser what each name is; the profile's fields are already filled. */
  autoComplete?: boolean;
}

/** The name fields, in the letters of the interface language. */
export function NameInputs<T extends FieldValues>({ form, parts, fieldOf = path<T>, autoComplete = false }: NameInputsProps<T>) {
  const { t } = useTranslation();
  const { lang } = useLanguage();
  const err = useFieldError(form);
  const lettersHint = t(lang === 'ar' ? 'person.arabicLettersHint' : 'person.englishLettersHint');
  return parts.map((part) => {
    const name = fieldOf(part);
    return (
      <TextInput
        key={name}
        label={t(`person.${part}`)}
        description={lettersHint}
        autoComplete={autoComplete ? AUTOCOMPLETE[part] : undefined}
        maxLength={NAME_MAX}
        required={REQUIRED.includes(part)}
        error={err(name)}
        {...form.register(name)}
      />
    );
  });
}

/** The birth date: no later than today in Oman. */
export function BirthDateInput<T extends PersonFormValues>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation();
  const err = useFieldError(form);
  return (
    <TextInput
      label={t('person.dateOfBirth')}
      type="date"
      max={omanDay(new Date())}
      required
      error={err(path<T>('dateOfBirth'))}
      {...form.register(path<T>('dateOfBirth'))}
    />
  );
}

/** Nationality, the ID type it sets (read-only) and the ID number. */
export function DocumentInputs<T extends PersonFormValues>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation();
  const lookups = usePersonLookups();
  const err = useFieldError(form);
  const nationality = form.watch(path<T>('nationality')) as string;
  return (
    <>
      <CountryField
        control={form.control}
        name={path<T>('nationality')}
        label={t('person.nationality')}
        description={t('person.idTypeHint')}
        error={err(path<T>('nationality'))}
      />
      <TextInput
        label={t('person.idType')}
        readOnly
        description={t('person.readOnly')}
        value={nationality ? lookups.documentTypeName(documentTypeFor(nationality)) : ''}
      />
      <TextInput
        label={t('person.idNumber')}
        description={t('person.upTo10')}
        maxLength={ID_MAX}
        required
        error={err(path<T>('idNumber'))}
        {...form.register(path<T>('idNumber'))}
      />
    </>
  );
}

/** A required Omani mobile number, read by the one rule (an individual's at sign-up, a company's on the profile; issue 35). */
export function PersonMobileInput<T extends FieldValues & { mobile: string }>({ form, label }: { form: UseFormReturn<T>; label: string }) {
  const { t } = useTranslation();
  const err = useFieldError(form);
  return (
    <MobileField
      control={form.control}
      name={path<T>('mobile')}
      label={label}
      description={t('validation.mobileHint')}
      required
      error={err(path<T>('mobile'))}
    />
  );
}

/** The country the person lives in. */
export function ResidenceInput<T extends PersonFormValues>({ form }: { form: UseFormReturn<T> }) {
  const { t } = useTranslation();
  const err = useFieldError(form);
  return (
    <CountryField
      control={form.control}
      name={path<T>('countryOfResidence')}
      label={t('person.countryOfResidence')}
      error={err(path<T>('countryOfResidence'))}
    />
  );
}
