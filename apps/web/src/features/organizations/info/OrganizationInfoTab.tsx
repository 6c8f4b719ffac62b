import {
  BUSINESS_LICENSE_COUNTIES,
  EDD_ACCOUNT_DIGITS,
  ENTITY_TYPES,
  ENTITY_TYPE_LABELS,
  OrganizationUpdate,
  SALES_TAX_FREQUENCIES,
  SERVICES,
  US_STATES,
  formatEddAccount,
  formatEin,
  formatPhone,
  formatSsn,
  normalizeEntityType,
} from '@app/domain';
import { DigitsInput, EinInput, MaskedValue, PhoneInput, SsnInput, toast } from '@app/ui';
import { Badge, Button, Card, Checkbox, Group, MultiSelect, Select, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { trpc } from '../../../lib/trpc';
import { OrganizationClientsSection } from '../organization-clients/OrganizationClientsSection';
import { formatDate } from '../../../lib/format';
import { serverMessage } from '../helpers';
import { ReferralSourcePicker } from '../../referral-sources/ReferralSourcePicker';
import type { Organization } from '../types';
import { draftFrom, prepareSave, soiEnabled, type DraftErrors, type OrganizationDraft } from './edit-model';
import { EditOnly } from '../../profile-records';

const ENTITY_OPTIONS = ENTITY_TYPES.map((code) => ({ value: code, label: ENTITY_TYPE_LABELS[code] }));
const entityLabel = (v: string | null) => {
  const code = normalizeEntityType(v);
  return code ? ENTITY_TYPE_LABELS[code] : null;
};

function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty = children === null || children === undefined || children === '';
  return (
    <div style={{ minWidth: 0 }}>
      <Text size="xs" c="dimmed" fw={500}>
        {label}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed">
          Not provided
        </Text>
      ) : typeof children === 'string' ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
          {children}
        </Text>
      ) : (
        children
      )}
    </div>
  );
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

export default function OrganizationInfoTab({ organization: o }: { organization: Organization }) {
  const utils = trpc.useUtils();
  const [draft, setDraft] = useState<OrganizationDraft | null>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const reveal = trpc.organizations.reveal.useMutation();
  const update = trpc.organizations.update.useMutation({
    onSuccess: (saved) => {
      toast.success('Organization updated successfully');
      utils.organizations.get.setData({ id: o.id }, saved);
      void utils.organizations.get.invalidate({ id: o.id });
      setDraft(null);
      setErrors({});
    },
    onError: (error) => toast.error('Failed to update organization', serverMessage(error)),
  });
  const set = <K extends keyof OrganizationDraft>(key: K, value: OrganizationDraft[K]) => {
    setDraft((d) => (d ? { ...d, [key]: value } : d));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function save() {
    if (!draft) return;
    const check = prepareSave(o, draft);
    if (!check.ok) {
      setErrors(check.errors);
      toast.error(check.message);
      return;
    }
    const parsed = OrganizationUpdate.safeParse(check.payload);
    if (!parsed.success) {
      toast.error('Failed to update organization', parsed.error.issues[0]?.message);
      return;
    }
    update.mutate({ id: o.id, data: check.payload as Parameters<typeof update.mutate>[0]['data'] });
  }

  const cancel = () => {
    setDraft(null);
    setErrors({});
  };
  const actions = draft ? (
    <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
      <Button size="xs" variant="default" onClick={cancel} disabled={update.isPending}>
        Cancel
      </Button>
      <Button size="xs" onClick={save} loading={update.isPending}>
        Save Changes
      </Button>
    </Group>
  ) : (
    <EditOnly><Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => setDraft(draftFrom(o))} style={{ flexShrink: 0 }}>
      Edit
    </Button></EditOnly>
  );

  const d = draft;
  return (
    <Stack>
      <Card withBorder>
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Title order={3} size="h4">
            Organization Information
          </Title>
          {actions}
        </Group>
        {d ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label="Business DBA" required value={d.businessDba} onChange={(e) => set('businessDba', e.currentTarget.value)} />
            <TextInput label="Business Legal Name" value={d.businessLegalName} onChange={(e) => set('businessLegalName', e.currentTarget.value)} />
            <PhoneInput label="Business Phone" value={d.businessPhone} onChange={(v) => set('businessPhone', v)} />
            <TextInput label="Business Email" value={d.businessEmail} onChange={(e) => set('businessEmail', e.currentTarget.value)} />
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
            <Select label="State of Formation" data={[...US_STATES]} value={d.stateOfFormation} onChange={(v) => set('stateOfFormation', v)} searchable />
            <TextInput label="Date of Formation" type="date" value={d.dateOfFormation} onChange={(e) => set('dateOfFormation', e.currentTarget.value)} />
            <ReferralSourcePicker label="Referral Source" value={d.referralSourceId} onChange={(v) => set('referralSourceId', v)} />
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
            <Textarea label="Legal Address" autosize minRows={2} value={d.legalAddress} onChange={(e) => set('legalAddress', e.currentTarget.value)} />
            <Textarea label="Physical Address" autosize minRows={2} value={d.physicalAddress} onChange={(e) => set('physicalAddress', e.currentTarget.value)} />
            <MultiSelect label="Services Purchased" data={[...SERVICES]} value={d.servicesPurchased} onChange={(v) => set('servicesPurchased', v)} />
            <Textarea label="Description" autosize minRows={2} value={d.description} onChange={(e) => set('description', e.currentTarget.value)} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
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
        )}
      </Card>

      <Card withBorder>
        <Group justify="space-between" mb="sm" wrap="nowrap">
          <Title order={3} size="h4">
            Tax &amp; License
          </Title>
          {actions}
        </Group>
        {d ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label="Tax ID Type"
              data={[
                { value: 'ein', label: 'EIN' },
                { value: 'ssn', label: 'SSN' },
              ]}
              value={d.einType}
              onChange={(v) => v && set('einType', v as OrganizationDraft['einType'])}
              allowDeselect={false}
            />
            {d.einType === 'ssn' ? (
              <SsnInput
                label="Tax ID (SSN)"
                value={d.ein}
                onChange={(v) => set('ein', v)}
                placeholder={o.einType === 'ssn' && o.ein ? 'Leave blank to keep the stored SSN' : '123-45-6789'}
              />
            ) : (
              <EinInput label="Tax ID (EIN)" value={d.ein} onChange={(v) => set('ein', v)} />
            )}
            <DigitsInput
              label="EDD Account"
              placeholder="123-4567-8"
              value={d.eddAccount}
              onChange={(v) => set('eddAccount', v)}
              maxDigits={EDD_ACCOUNT_DIGITS}
              format={formatEddAccount}
            />
            <Select label="Sales Tax Frequency" data={[...SALES_TAX_FREQUENCIES]} value={d.salesTaxFrequency} onChange={(v) => set('salesTaxFrequency', v)} />
            <Select
              label="Business License County"
              data={[...BUSINESS_LICENSE_COUNTIES]}
              value={d.businessLicenseCounty}
              onChange={(v) => set('businessLicenseCounty', v)}
            />
            {d.businessLicenseCounty === 'LA City' && (
              <TextInput
                label="Registered Date"
                type="date"
                value={d.businessLicenseRegisteredDate}
                onChange={(e) => set('businessLicenseRegisteredDate', e.currentTarget.value)}
                error={errors.businessLicenseRegisteredDate}
              />
            )}
            {d.businessLicenseCounty === 'Other' && (
              <TextInput
                label="Reminder Date"
                type="date"
                value={d.businessLicenseReminderDate}
                onChange={(e) => set('businessLicenseReminderDate', e.currentTarget.value)}
                error={errors.businessLicenseReminderDate}
              />
            )}
            <Stack gap="xs" mt="xs">
              <Checkbox label="Estimated Taxes" checked={d.estimatedTaxes} onChange={(e) => set('estimatedTaxes', e.currentTarget.checked)} />
              <Checkbox label="Issues 1099" checked={d.issues1099} onChange={(e) => set('issues1099', e.currentTarget.checked)} />
              <Checkbox label="Tax Preparation" checked={d.taxPreparation} onChange={(e) => set('taxPreparation', e.currentTarget.checked)} />
              <Checkbox label="Bookkeeping" checked={d.bookkeeping} onChange={(e) => set('bookkeeping', e.currentTarget.checked)} />
              <Checkbox
                label="SOI (Statement of Information)"
                description={soiEnabled(d.entityType) ? undefined : 'Only for Corporation, Non-Profit, LLC and Partnership'}
                checked={d.soi}
                disabled={!soiEnabled(d.entityType)}
                onChange={(e) => set('soi', e.currentTarget.checked)}
                error={errors.soi}
              />
            </Stack>
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 2, md: 3 }} spacing="sm">
            <Field label="Tax ID Type">{o.einType === 'ssn' ? 'SSN' : 'EIN'}</Field>
            <Field label="Tax ID">
              {o.einType === 'ssn' ? (
                o.ein ? (
                  <MaskedValue
                    masked={o.ein}
                    format={formatSsn}
                    onReveal={async () => (await reveal.mutateAsync({ id: o.id, field: 'ein' })).value ?? ''}
                  />
                ) : null
              ) : o.ein ? (
                formatEin(o.ein)
              ) : null}
            </Field>
            <Field label="EDD Account">{o.eddAccount ? formatEddAccount(o.eddAccount) : null}</Field>
            <Field label="Sales Tax Frequency">{o.salesTaxFrequency}</Field>
            <Field label="Business License County">{o.businessLicenseCounty}</Field>
            {o.businessLicenseCounty === 'LA City' && <Field label="Registered Date">{formatDate(o.businessLicenseRegisteredDate)}</Field>}
            {o.businessLicenseCounty === 'Other' && <Field label="Reminder Date">{formatDate(o.businessLicenseReminderDate)}</Field>}
            <Field label="Estimated Taxes">{yesNo(o.estimatedTaxes)}</Field>
            <Field label="Issues 1099">{yesNo(o.issues1099)}</Field>
            <Field label="Tax Preparation">{yesNo(o.taxPreparation)}</Field>
            <Field label="Bookkeeping">{yesNo(o.bookkeeping)}</Field>
            <Field label="SOI">{yesNo(o.soi)}</Field>
          </SimpleGrid>
        )}
      </Card>

      <OrganizationClientsSection organizationId={o.id} />
    </Stack>
  );
}
