import { REFERRAL_FIRST_NAME_REQUIRED, ReferralSourceCreate } from '@app/domain';
import { toast } from '@app/ui';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/request-errors';
import { trpc } from '../../lib/trpc';
import { PersonFields } from '../profile-records';

const EMPTY = { firstName: '', middleName: '', lastName: '', email: '', phone: '' };

export function AddReferralPartnerDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Add Referral Partner" centered size="lg">
      {opened && <AddReferralPartnerForm onClose={onClose} />}
    </Modal>
  );
}

function AddReferralPartnerForm({ onClose }: { onClose: () => void }) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState(EMPTY);
  const [firstNameError, setFirstNameError] = useState<string | null>(null);
  const create = trpc.referralSources.create.useMutation({
    onSuccess: () => {
      toast.success('Referral partner created successfully');
      void utils.referralSources.list.invalidate();
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
  const set = (patch: Partial<typeof EMPTY>) => setDraft((d) => ({ ...d, ...patch }));

  function submit() {
    const parsed = ReferralSourceCreate.safeParse(draft);
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? REFERRAL_FIRST_NAME_REQUIRED;
      if (message === REFERRAL_FIRST_NAME_REQUIRED) setFirstNameError(message);
      toast.error(message);
      return;
    }
    create.mutate(draft);
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <PersonFields
          draft={draft}
          set={set}
          from="xs"
          autoFocus
          firstNameError={firstNameError}
          onFirstNameInput={() => setFirstNameError(null)}
        />
        <Group justify="flex-end" mt="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Add Referral Partner
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
