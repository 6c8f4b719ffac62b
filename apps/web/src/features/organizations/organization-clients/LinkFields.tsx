import { OWNERSHIP_OVER_MESSAGE } from '@app/domain';
import { Checkbox, Group, MultiSelect, NumberInput } from '@mantine/core';

/** The fields of a client's link to an organization, as the form holds them. */
export interface LinkForm {
  clientId: string | null;
  positions: string[];
  ownershipPercentage: number | string;
  isMainContact: boolean;
  doNotContact: boolean;
}
export const EMPTY: LinkForm = {
  clientId: null,
  positions: [],
  ownershipPercentage: '',
  isMainContact: false,
  doNotContact: false,
};
export const ownership = (v: number | string) => (v === '' ? null : Number(v));

/** Positions, ownership and the two contact flags of a link (both the link and the edit form). */
export function LinkFields({
  form,
  onChange,
  positions,
}: {
  form: LinkForm;
  onChange: (f: LinkForm) => void;
  positions: readonly string[];
}) {
  return (
    <>
      <MultiSelect
        label="Positions"
        required
        data={[...new Set([...positions, ...form.positions])]}
        value={form.positions}
        onChange={(v) => onChange({ ...form, positions: v })}
      />
      <NumberInput
        label="Ownership %"
        min={0}
        max={100}
        step={0.1}
        decimalScale={1}
        clampBehavior="none"
        error={
          ownership(form.ownershipPercentage) !== null && Number(form.ownershipPercentage) > 100
            ? OWNERSHIP_OVER_MESSAGE
            : undefined
        }
        value={form.ownershipPercentage}
        onChange={(v) => onChange({ ...form, ownershipPercentage: v })}
      />
      <Group gap="lg">
        <Checkbox
          label="Main Contact"
          checked={form.isMainContact}
          onChange={(e) => onChange({ ...form, isMainContact: e.currentTarget.checked })}
        />
        <Checkbox
          label="Do Not Contact"
          checked={form.doNotContact}
          onChange={(e) => onChange({ ...form, doNotContact: e.currentTarget.checked })}
        />
      </Group>
    </>
  );
}
