import { Input } from '@mantine/core';

interface HostedFieldProps {
  /** The container's id; the SDK appends the field's iframe to it. */
  id: string;
  label: string;
  error?: string | undefined;
  onLabelClick?: () => void;
}

/**
 * The frame of one hosted field: our label and error around the gateway's iframe. The field inside is
 * always left-to-right (card numbers are), in Arabic too. React renders no children into the
 * container, so it never touches the iframe the SDK puts there.
 */
export function HostedField({ id, label, error, onLabelClick }: HostedFieldProps) {
  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ onClick: onLabelClick, style: { cursor: 'default' } }}
      required
      error={error}
      errorProps={{ role: 'alert' }}
    >
      <div id={id} dir="ltr" style={{ minHeight: 40 }} data-hosted-field />
    </Input.Wrapper>
  );
}
