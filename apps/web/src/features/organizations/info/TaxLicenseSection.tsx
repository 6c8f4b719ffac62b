import {
  BUSINESS_LICENSE_COUNTIES,
  EDD_ACCOUNT_DIGITS,
  SALES_TAX_FREQUENCIES,
  formatEddAccount,
  formatEin,
  formatSsn,
} from '@app/domain';
import { DigitsInput, EinInput, MaskedValue, SsnInput } from '@app/ui';
import { Checkbox, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { trpc } from '../../../lib/trpc';
import { formatDate } from '../../../lib/format';
import type { Organization } from '../types';
import { soiEnabled, type DraftErrors, type OrganizationDraft } from './edit-model';
import { Field, type SetDraft } from './Field';

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

interface EditorProps {
  organization: Organization;
  draft: OrganizationDraft;
  set: SetDraft<OrganizationDraft>;
  errors: DraftErrors;
}

/** The Tax & License section's inputs. */
export function TaxLicenseEditor({ organization: o, draft: d, set, errors }: EditorProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <Select
        label="Tax ID Type"
        data={[
          { value: 'ein', label: 'EIN' },
          { value: 'ssn', label: 'SSN' },
        ]}
        value={d.einType}
        onChange={(v) => {
          if (!v || v === d.einType) return;
          // The digits of one kind of tax id are never carried into the other (an EIN shown in clear would become an SSN).
          set('einType', v as OrganizationDraft['einType']);
          set('ein', '');
        }}
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
      <Select
        label="Sales Tax Frequency"
        data={[...SALES_TAX_FREQUENCIES]}
        value={d.salesTaxFrequency}
        onChange={(v) => set('salesTaxFrequency', v)}
      />
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
        <Checkbox
          label="Estimated Taxes"
          checked={d.estimatedTaxes}
          onChange={(e) => set('estimatedTaxes', e.currentTarget.checked)}
        />
        <Checkbox
          label="Issues 1099"
          checked={d.issues1099}
          onChange={(e) => set('issues1099', e.currentTarget.checked)}
        />
        <Checkbox
          label="Tax Preparation"
          checked={d.taxPreparation}
          onChange={(e) => set('taxPreparation', e.currentTarget.checked)}
        />
        <Checkbox
          label="Bookkeeping"
          checked={d.bookkeeping}
          onChange={(e) => set('bookkeeping', e.currentTarget.checked)}
        />
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
  );
}

/** The Tax & License section read-only, the SSN-type tax id masked with an audited reveal. */
export function TaxLicenseView({ organization: o }: { organization: Organization }) {
  const reveal = trpc.organizations.reveal.useMutation();
  return (
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
      {o.businessLicenseCounty === 'LA City' && (
        <Field label="Registered Date">{formatDate(o.businessLicenseRegisteredDate)}</Field>
      )}
      {o.businessLicenseCounty === 'Other' && (
        <Field label="Reminder Date">{formatDate(o.businessLicenseReminderDate)}</Field>
      )}
      <Field label="Estimated Taxes">{yesNo(o.estimatedTaxes)}</Field>
      <Field label="Issues 1099">{yesNo(o.issues1099)}</Field>
      <Field label="Tax Preparation">{yesNo(o.taxPreparation)}</Field>
      <Field label="Bookkeeping">{yesNo(o.bookkeeping)}</Field>
      <Field label="SOI">{yesNo(o.soi)}</Field>
    </SimpleGrid>
  );
}
