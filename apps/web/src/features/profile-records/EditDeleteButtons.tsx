import { Button } from '@mantine/core';
import { EditOnly } from './edit-access';

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
