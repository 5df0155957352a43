import { SimpleGrid, Text } from '@mantine/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '@/shared/i18n';
import { PasswordField } from '@/shared/ui/password-field';

interface PasswordBlockProps {
  register: (name: 'oldPassword' | 'newPassword' | 'confirmPassword') => UseFormRegisterReturn;
  error: (name: 'oldPassword' | 'newPassword' | 'confirmPassword') => string | undefined;
}

/** Old, new and confirm; left empty, Save changes only the profile (spec 01 §2, §5). */
export function PasswordBlock({ register, error }: PasswordBlockProps) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="sm" c="gray.7">
        {t('profile.password.hint')}
      </Text>
      {/* The rule sits above the row rather than under one label, so the three boxes line up. */}
      <Text size="sm" c="gray.7" mb="sm">
        {t('validation.strongPasswordHint')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="md">
        <PasswordField label={t('profile.password.old')} error={error('oldPassword')} {...register('oldPassword')} />
        <PasswordField kind="new" label={t('profile.password.new')} error={error('newPassword')} {...register('newPassword')} />
        <PasswordField kind="new" label={t('profile.password.confirm')} error={error('confirmPassword')} {...register('confirmPassword')} />
      </SimpleGrid>
    </>
  );
}
