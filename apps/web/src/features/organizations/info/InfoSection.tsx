import { ENTITY_TYPE_LABELS, SERVICES, US_STATES, formatPhone, normalizeEntityType } from '@app/domain';
import { PhoneInput } from '@app/ui';
import { Badge, Group, MultiSelect, Select, SimpleGrid, TextInput, Textarea } from '@mantine/core';
import { formatDate } from '../../../lib/format';
import { ReferralSourcePicker } from '../../referral-sources/ReferralSourcePicker';
import type { Organization } from '../types';
import { soiEnabled, type OrganizationDraft } from './edit-model';
import { Field, type SetDraft } from './Field';
import { AddressFields } from './AddressFields';
import { ENTITY_OPTIONS } from '../helpers';

const entityLabel = (v: string | null) => {
  const code = normalizeEntityType(v);
  return code ? ENTITY_TYPE_LABELS[code] : null;
};

/** The Organization Information section's inputs. */
export function InfoEditor({ draft: d, set }: { draft: OrganizationDraft; set: SetDraft<OrganizationDraft> }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label="Business DBA"
        required
        value={d.businessDba}
        onChange={(e) => set('businessDba', e.currentTarget.value)}
      />
      <TextInput
        label="Business Legal Name"
        value={d.businessLegalName}
        onChange={(e) => set('businessLegalName', e.currentTarget.value)}
      />
      <PhoneInput label="Business Phone" value={d.businessPhone} onChange={(v) => set('businessPhone', v)} />
      <TextInput
        label="Business Email"
        value={d.businessEmail}
        onChange={(e) => set('businessEmail', e.currentTarget.value)}
      />
      <TextInput label="Website" value={d.website} onChange={(e) => set('website', e.currentTarget.value)} />
      <Select
        label="Entity Type"
        data={ENTITY_OPTIONS}
        value={normalizeEntityType(d.entityType)}
        onChange={(v) => {
          set('entityType', v);
          if (!soiEnabled(v)) set('soi', false);
        }}
      />
      <Select
        label="State of Formation"
        data={[...US_STATES]}
        value={d.stateOfFormation}
        onChange={(v) => set('stateOfFormation', v)}
        searchable
      />
      <TextInput
        label="Date of Formation"
        type="date"
        value={d.dateOfFormation}
        onChange={(e) => set('dateOfFormation', e.currentTarget.value)}
      />
      <ReferralSourcePicker
        label="Referral Source"
        value={d.referralSourceId}
        onChange={(v) => set('referralSourceId', v)}
      />
      <Select
        label="Status"
        data={[
          { value: 'active', label: 'Active' },
          { value: 'terminated', label: 'Terminated' },
        ]}
        value={d.status}
        onChange={(v) => v && set('status', v as OrganizationDraft['status'])}
        allowDeselect={false}
      />
      <AddressFields value={d} set={set} />
      <MultiSelect
        label="Services Purchased"
        data={[...SERVICES]}
        value={d.servicesPurchased}
        onChange={(v) => set('servicesPurchased', v)}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        value={d.description}
        onChange={(e) => set('description', e.currentTarget.value)}
      />
    </SimpleGrid>
  );
}

/** The Organization Information section read-only. */
export function InfoView({ organization: o }: { organization: Organization }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
      <Field label="Business DBA">{o.businessDba}</Field>
      <Field label="Business Legal Name">{o.businessLegalName}</Field>
      <Field label="Business Phone">{o.businessPhone ? formatPhone(o.businessPhone) : null}</Field>
      <Field label="Business Email">{o.businessEmail}</Field>
      <Field label="Website">{o.website}</Field>
      <Field label="Entity Type">{entityLabel(o.entityType)}</Field>
      <Field label="State of Formation">{o.stateOfFormation}</Field>
      <Field label="Date of Formation">{o.dateOfFormation ? formatDate(o.dateOfFormation) : null}</Field>
      <Field label="Status">{o.status === 'active' ? 'Active' : 'Terminated'}</Field>
      <Field label="Services Purchased">
        {o.servicesPurchased.length ? (
          <Group gap={4}>
            {o.servicesPurchased.map((s) => (
              <Badge key={s} variant="light">
                {s}
              </Badge>
            ))}
          </Group>
        ) : null}
      </Field>
      <Field label="Legal Address">{o.legalAddress}</Field>
      <Field label="Physical Address">{o.physicalAddress}</Field>
      <Field label="Description">{o.description}</Field>
    </SimpleGrid>
  );
}
