import { Anchor, Checkbox } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans } from '@/shared/i18n/trans';
import { TermsModal } from './terms-modal';

interface TermsCheckboxProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/**
 * "I accept the terms and conditions", the link opening them in a modal. A button inside the label
 * does not toggle the checkbox (interactive content is excluded from label activation).
 */
export function TermsCheckbox({ checked, onChange }: TermsCheckboxProps) {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Checkbox
        checked={checked}
        onChange={(e) => onChange(e.currentTarget.checked)}
        label={
          <Trans
            i18nKey="terms.accept"
            components={{
              terms: <Anchor component="button" type="button" inherit c="brand.7" fw={500} onClick={open} />,
            }}
          />
        }
      />
      <TermsModal opened={opened} onClose={close} />
    </>
  );
}
