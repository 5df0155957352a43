import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { MobileInput, type MobileInputProps } from './mobile-input';

// A module of its own: the payment steps use MobileInput without a form library, and a page that loads
// them should not load react-hook-form for it (issue 29's budgets).
/** MobileInput bound to a react-hook-form field (login, registration, profile). */
export function MobileField<T extends FieldValues>({
  control,
  name,
  ...props
}: Omit<MobileInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'ref'> & { control: Control<T>; name: Path<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <MobileInput {...props} ref={field.ref} name={field.name} value={field.value} onChange={field.onChange} onBlur={field.onBlur} />
      )}
    />
  );
}
