import { Anchor, Checkbox } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Trans } from '@/shared/i18n/trans';
import { onDemand, useOpenedOnce } from '@/shared/ui/on-demand';

// The dialog (and Mantine's Modal with it) loads when the terms are first opened, not with the form.
const TermsModal = onDemand(() => import('./terms-modal').then((m) => m.TermsModal));

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
  const wanted = useOpenedOnce(opened);
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
      {wanted ? <TermsModal opened={opened} onClose={close} /> : null}
    </>
  );
}
