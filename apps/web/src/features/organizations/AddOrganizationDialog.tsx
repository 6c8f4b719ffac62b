import {
  BUSINESS_DBA_REQUIRED,
  EDD_ACCOUNT_DIGITS,
  OrganizationCreate,
  SERVICES,
  US_STATES,
  formatEddAccount,
  formatPhone,
} from '@app/domain';
import { DigitsInput, EinInput, PhoneInput, toast } from '@app/ui';
import {
  Alert,
  Button,
  Group,
  List,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { trpc } from '../../lib/trpc';
import { ENTITY_OPTIONS, serverMessage } from './helpers';
import { AddressFields } from './info/AddressFields';
import { organizationPath } from './org-id';
import { ReferralSourcePicker } from '../referral-sources/ReferralSourcePicker';
import type { DuplicateCheckResult } from './types';

export const DUPLICATE_CHECK_DELAY_MS = 1000;

const EMPTY = {
  businessDba: '',
  businessLegalName: '',
  ein: '',
  eddAccount: '',
  businessPhone: '',
  businessEmail: '',
  website: '',
  entityType: null as string | null,
  stateOfFormation: null as string | null,
  dateOfFormation: '',
  referralSourceId: null as number | null,
  legalAddress: '',
  physicalAddress: '',
  servicesPurchased: [] as string[],
};
type Form = typeof EMPTY;

interface AddOrganizationDialogProps {
  opened: boolean;
  onClose: () => void;
}

export function AddOrganizationDialog({ opened, onClose }: AddOrganizationDialogProps) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const [form, setForm] = useState<Form>(EMPTY);
  const [duplicates, setDuplicates] = useState<DuplicateCheckResult | null>(null);
  const check = trpc.organizations.checkDuplicates.useMutation();
  const create = trpc.organizations.create.useMutation();
  const checkDuplicates = check.mutateAsync;

  // Spec 2 section 4: 1 s after the DBA or legal name changed, once per change (a reset clears the result).
  const dba = form.businessDba.trim();
  const legal = form.businessLegalName.trim();
  useEffect(() => {
    if (!opened || !dba || duplicates) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      checkDuplicates({ businessDba: dba, businessLegalName: legal || null })
        .then((result) => !cancelled && setDuplicates(result))
        .catch((error: unknown) => {
          // Silent: logged only, the warning cleared.
          console.warn('Duplicate check failed', error);
          if (!cancelled) setDuplicates(null);
        });
    }, DUPLICATE_CHECK_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [opened, dba, legal, duplicates, checkDuplicates]);

  const set = <K extends keyof Form>(key: K, value: Form[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key === 'businessDba' || key === 'businessLegalName') setDuplicates(null);
  };

  const close = () => {
    setForm(EMPTY);
    setDuplicates(null);
    onClose();
  };

  async function submit() {
    const parsed = OrganizationCreate.safeParse({
      ...form,
      einType: 'ein',
      dateOfFormation: form.dateOfFormation || null,
    });
    if (!parsed.success) {
      toast.error('Failed to create organization', parsed.error.issues[0]?.message ?? BUSINESS_DBA_REQUIRED);
      return;
    }
    try {
      const created = await create.mutateAsync(parsed.data);
      toast.success('Organization created successfully');
      void utils.organizations.list.invalidate();
      close();
      navigate(organizationPath(created.id));
    } catch (error) {
      toast.error('Failed to create organization', serverMessage(error, 'Unknown error occurred'));
    }
  }

  const similar = duplicates?.hasSimilar ? duplicates.similarOrganizations : [];
  return (
    <Modal opened={opened} onClose={close} title="Add New Organization" size="lg" fullScreen={false}>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Business DBA"
              required
              value={form.businessDba}
              onChange={(e) => set('businessDba', e.currentTarget.value)}
              data-autofocus
            />
            <TextInput
              label="Business Legal Name"
              value={form.businessLegalName}
              onChange={(e) => set('businessLegalName', e.currentTarget.value)}
            />
            <EinInput label="EIN" value={form.ein} onChange={(v) => set('ein', v)} />
            <DigitsInput
              label="EDD Account"
              placeholder="123-4567-8"
              value={form.eddAccount}
              onChange={(v) => set('eddAccount', v)}
              maxDigits={EDD_ACCOUNT_DIGITS}
              format={formatEddAccount}
            />
            <PhoneInput label="Business Phone" value={form.businessPhone} onChange={(v) => set('businessPhone', v)} />
            <TextInput
              label="Business Email"
              type="email"
              value={form.businessEmail}
              onChange={(e) => set('businessEmail', e.currentTarget.value)}
            />
            <TextInput label="Website" value={form.website} onChange={(e) => set('website', e.currentTarget.value)} />
            <Select
              label="Entity Type"
              data={ENTITY_OPTIONS}
              value={form.entityType}
              onChange={(v) => set('entityType', v)}
              clearable
            />
            <Select
              label="State of Formation"
              data={[...US_STATES]}
              value={form.stateOfFormation}
              onChange={(v) => set('stateOfFormation', v)}
              searchable
              clearable
            />
            <TextInput
              label="Date of Formation"
              type="date"
              value={form.dateOfFormation}
              onChange={(e) => set('dateOfFormation', e.currentTarget.value)}
            />
          </SimpleGrid>
          <ReferralSourcePicker
            label="Referral Source"
            value={form.referralSourceId}
            onChange={(v) => set('referralSourceId', v)}
          />
          <AddressFields value={form} set={set} />
          <MultiSelect
            label="Services Purchased"
            placeholder="Choose services"
            data={[...SERVICES]}
            value={form.servicesPurchased}
            onChange={(v) => set('servicesPurchased', v)}
            clearable
          />
          {similar.length > 0 && (
            <Alert
              color="yellow"
              icon={<IconAlertTriangle size={18} />}
              title="Similar organizations found"
              data-testid="duplicate-warning"
            >
              <Text size="sm" mb="xs">
                These organizations have a similar name. Please check that this is not a duplicate.
              </Text>
              <List size="sm" spacing={4}>
                {similar.map((o) => (
                  <List.Item key={o.id}>
                    <Text span fw={500} size="sm">
                      {o.businessDba}
                    </Text>
                    {o.legalBusinessName && ` (${o.legalBusinessName})`}
                    {[o.email, o.phone ? formatPhone(o.phone) : null].filter(Boolean).length > 0 &&
                      ` · ${[o.email, o.phone ? formatPhone(o.phone) : null].filter(Boolean).join(' · ')}`}
                  </List.Item>
                ))}
              </List>
            </Alert>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              type="submit"
              disabled={!dba}
              loading={create.isPending}
              color={similar.length ? 'orange' : undefined}
            >
              {similar.length ? 'Create Organization Anyway' : 'Create Organization'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
