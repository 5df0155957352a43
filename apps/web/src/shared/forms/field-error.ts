import { get, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { keyFromData, useTranslation } from '@/shared/i18n';

/**
 * Schemas carry i18n keys as messages; a key may carry one number after a colon, passed as {{max}}
 * (e.g. "validation.max:25"), so one sentence serves every length limit.
 */
export const maxMessage = (max: number) => `validation.max:${max}`;

/** The translated error of a field, or undefined: feed it to a Mantine input's `error`. */
export function useFieldError<T extends FieldValues>(form: UseFormReturn<T>) {
  const { t } = useTranslation();
  return (name: Path<T>): string | undefined => {
    const message = (get(form.formState.errors, name) as { message?: string } | undefined)?.message;
    if (!message) return undefined;
    const [key, max] = message.split(':') as [string, string | undefined];
    return max ? t(keyFromData(key), { max }) : t(keyFromData(key));
  };
}
