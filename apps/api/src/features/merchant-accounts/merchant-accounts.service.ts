import {
  settleMerchantAccount,
  type MerchantAccountCreate,
  type MerchantAccountRuleFields,
  type MerchantAccountUpdate,
} from '@app/domain';
import type { MerchantAccountsTable } from '@app/db';
import type { Updateable } from 'kysely';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { toIso } from '@app/db';
import { badRequest, notFound } from '../../core/app-error';
import { revealFields } from '../audit/reveal.service';
import { reserveId } from '../../security/row-ids.repo';
import { maskedFromLast4, resealDigits, sealDigits, type FieldPlace } from '../../security/sensitive-field';
import * as audit from '../audit/audit.service';
import { assertOrganization } from '../organizations/organization-guard';
import * as repo from './merchant-accounts.repo';

export const MERCHANT_ACCOUNT_NOT_FOUND = 'Merchant account not found';
const ENTITY = 'merchantAccount';

export interface MerchantAccountView {
  id: number;
  organizationId: number;
  businessDba: string | null;
  legalName: string | null;
  mid: string;
  equipment: string | null;
  gateway: string | null;
  averageTicketAmount: number | null;
  monthlyVolume: number | null;
  highTicket: number | null;
  processor: string;
  processorName: string | null;
  hasEbt: boolean;
  fsnNumber: string | null;
  bankName: string | null;
  /** Masked (`****1234`) unless revealed. */
  routingNumber: string | null;
  accountNumber: string | null;
  status: 'active' | 'disabled';
  disableReason: string | null;
  createdAt: string;
  updatedAt: string;
}

const amount = (v: number | string | null) => (v === null ? null : Number(v));
/** Where an account's bank number is sealed. */
const place = (id: number, field: 'routingNumber' | 'accountNumber'): FieldPlace => ({
  table: 'merchant_accounts',
  column: field === 'routingNumber' ? 'routing_number_encrypted' : 'account_number_encrypted',
  rowId: id,
});

export function toView(
  row: repo.MerchantAccountRow,
  clear?: { routingNumber: string | null; accountNumber: string | null },
): MerchantAccountView {
  return {
    id: row.id,
    organizationId: row.organizationId,
    businessDba: row.businessDba,
    legalName: row.legalName,
    mid: row.mid,
    equipment: row.equipment,
    gateway: row.gateway,
    averageTicketAmount: amount(row.averageTicketAmount),
    monthlyVolume: amount(row.monthlyVolume),
    highTicket: amount(row.highTicket),
    processor: row.processor,
    processorName: row.processorName,
    hasEbt: row.hasEbt,
    fsnNumber: row.fsnNumber,
    bankName: row.bankName,
    routingNumber: clear ? clear.routingNumber : maskedFromLast4(row.routingNumberLast4),
    accountNumber: clear ? clear.accountNumber : maskedFromLast4(row.accountNumberLast4),
    status: row.status,
    disableReason: row.disableReason,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}

async function accountOr404(ctx: Ctx, id: number): Promise<repo.MerchantAccountRow> {
  const row = await repo.findAccount(ctx.db, id);
  if (!row) throw notFound(MERCHANT_ACCOUNT_NOT_FOUND);
  return row;
}

type Fields = Omit<MerchantAccountUpdate, 'routingNumber' | 'accountNumber'>;

/** The domain's rules on the merged record: a 400 naming the field, or the fields to clear added to `changes`. */
function settle(merged: MerchantAccountRuleFields, changes: Updateable<MerchantAccountsTable>): void {
  const settled = settleMerchantAccount(merged);
  if (!settled.ok) throw badRequest(`${settled.field}: ${settled.message}`);
  Object.assign(changes, settled.clear);
}

export async function list(ctx: Ctx, organizationId: number): Promise<MerchantAccountView[]> {
  await assertOrganization(ctx, organizationId);
  return (await repo.listForOrganization(ctx.db, organizationId)).map((r) => toView(r));
}

export async function create(
  ctx: UserCtx,
  organizationId: number,
  input: MerchantAccountCreate,
): Promise<MerchantAccountView> {
  const { routingNumber, accountNumber, ...fields } = input;
  const values: Updateable<MerchantAccountsTable> = { ...fields };
  settle(
    {
      mid: fields.mid,
      processor: fields.processor,
      processorName: fields.processorName ?? null,
      hasEbt: fields.hasEbt ?? false,
      fsnNumber: fields.fsnNumber ?? null,
      status: fields.status ?? 'active',
      disableReason: fields.disableReason ?? null,
    },
    values,
  );
  return inTransaction(ctx, async (tx) => {
    await assertOrganization(tx, organizationId);
    const id = await reserveId(tx.db, 'merchant_accounts');
    const routing = sealDigits(tx.keyRing, routingNumber, place(id, 'routingNumber'));
    const account = sealDigits(tx.keyRing, accountNumber, place(id, 'accountNumber'));
    const row = await repo.insertAccount(tx.db, {
      ...(values as MerchantAccountCreate),
      ...values,
      id,
      mid: fields.mid,
      processor: fields.processor,
      organizationId,
      routingNumberEncrypted: routing.envelope,
      routingNumberLast4: routing.last4,
      accountNumberEncrypted: account.envelope,
      accountNumberLast4: account.last4,
    } as never);
    await audit.record(tx, {
      action: 'create',
      entityType: ENTITY,
      entityId: row.id,
      fields: Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] != null),
      detail: { organizationId },
    });
    return toView(row);
  });
}

/** The fields sent, or `{status: 'disabled', disableReason}` / `{status: 'active', disableReason: null}`. */
export async function update(ctx: UserCtx, id: number, input: MerchantAccountUpdate): Promise<MerchantAccountView> {
  return inTransaction(ctx, async (tx) => {
    const current = await accountOr404(tx, id);
    const { routingNumber, accountNumber, ...rest } = input;
    const fields = Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)) as Fields;
    const changes: Updateable<MerchantAccountsTable> = { ...fields };
    const changed = Object.keys(fields);
    for (const [name, incoming] of [
      ['routingNumber', routingNumber],
      ['accountNumber', accountNumber],
    ] as const) {
      const next = resealDigits(
        tx.keyRing,
        { envelope: current[`${name}Encrypted`], last4: current[`${name}Last4`] },
        incoming,
        place(id, name),
      );
      if (next.changed) {
        changes[`${name}Encrypted`] = next.envelope;
        changes[`${name}Last4`] = next.last4;
        changed.push(name);
      }
    }
    const merged = { ...current, ...changes } as repo.MerchantAccountRow;
    settle(merged, changes);
    const row = Object.keys(changes).length ? await repo.updateAccount(tx.db, id, changes) : current;
    await audit.record(tx, {
      action: 'update',
      entityType: ENTITY,
      entityId: id,
      fields: changed,
      detail: fields.status ? { status: fields.status } : null,
    });
    return toView(row ?? current);
  });
}

/** The account with its bank numbers in clear (audited). */
export async function reveal(ctx: UserCtx, id: number): Promise<MerchantAccountView> {
  const row = await accountOr404(ctx, id);
  const clear = await revealFields(ctx, ENTITY, id, {
    routingNumber: row.routingNumberEncrypted,
    accountNumber: row.accountNumberEncrypted,
  });
  return toView(row, { routingNumber: clear.routingNumber ?? null, accountNumber: clear.accountNumber ?? null });
}
