import { Textarea } from '@mantine/core';

type AddressKey = 'legalAddress' | 'physicalAddress';

/** The organization's legal and physical addresses (the Add dialog and the information section). */
export function AddressFields({
  value,
  set,
}: {
  value: Record<AddressKey, string>;
  set: (key: AddressKey, value: string) => void;
}) {
  return (
    <>
      <Textarea
        label="Legal Address"
        autosize
        minRows={2}
        value={value.legalAddress}
        onChange={(e) => set('legalAddress', e.currentTarget.value)}
      />
      <Textarea
        label="Physical Address"
        autosize
        minRows={2}
        value={value.physicalAddress}
        onChange={(e) => set('physicalAddress', e.currentTarget.value)}
      />
    </>
  );
}
