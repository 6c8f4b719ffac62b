import { REFERRAL_FIRST_NAME_REQUIRED, ReferralSourceCreate } from '@app/domain';
import { PhoneInput, toast } from '@app/ui';
import { Button, Group, Modal, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { errorMessage } from '../../lib/errors';
import { trpc } from '../../lib/trpc';

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
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TextInput
            label="First Name"
            withAsterisk
            data-autofocus
            value={draft.firstName}
            error={firstNameError}
            onChange={(e) => {
              setFirstNameError(null);
              set({ firstName: e.currentTarget.value });
            }}
          />
          <TextInput
            label="Middle Name"
            value={draft.middleName}
            onChange={(e) => set({ middleName: e.currentTarget.value })}
          />
          <TextInput
            label="Last Name"
            value={draft.lastName}
            onChange={(e) => set({ lastName: e.currentTarget.value })}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <TextInput
            label="Email"
            type="email"
            value={draft.email}
            onChange={(e) => set({ email: e.currentTarget.value })}
          />
          <PhoneInput label="Phone" value={draft.phone} onChange={(phone) => set({ phone })} />
        </SimpleGrid>
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
