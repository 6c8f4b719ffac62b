import { Button } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { EditOnly } from './edit-access';

/** A profile section's add button (Add Payment Method, Add Login, Note), only for a user who may edit. */
export function AddButton({ label, onClick, disabled }: { label: string; onClick: () => void; disabled?: boolean }) {
  return (
    <EditOnly>
      <Button size="xs" leftSection={<IconPlus size={14} />} onClick={onClick} disabled={disabled}>
        {label}
      </Button>
    </EditOnly>
  );
}

/** A stored record's Edit and Delete buttons, shown only to a user who may edit the profile. */
export function EditDeleteButtons({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <EditOnly>
      <Button size="compact-sm" variant="default" onClick={onEdit}>
        Edit
      </Button>
      <Button size="compact-sm" variant="subtle" color="red" onClick={onDelete}>
        Delete
      </Button>
    </EditOnly>
  );
}
