import { ActionIcon } from '@mantine/core';
import { ActionGlyph, type ActionIconName } from './action-icons';

interface RowActionProps {
  /** The accessible name; say which row it acts on ("Delete Home"), as the glyph says nothing to a screen reader. */
  label: string;
  icon: ActionIconName;
  onClick: () => void;
  /** red.8 for a destructive action. */
  color?: string;
}

/** An icon button acting on one row of a list, in the table and in the phone's blocks alike. */
export function RowAction({ label, icon, onClick, color = 'brand.8' }: RowActionProps) {
  return (
    <ActionIcon variant="subtle" color={color} aria-label={label} onClick={onClick}>
      <ActionGlyph name={icon} />
    </ActionIcon>
  );
}
