import { settleMerchantAccount, type MerchantAccountCreate, type MerchantAccountRuleFields, type MerchantAccountUpdate } from '@app/domain';
import type { MerchantAccountsTable } from '@app/db';
import type { Updateable } from 'kysely';
import { inTransaction, type Ctx, type UserCtx } from '../../context';
import { toIso } from '../../db-values';
import { badRequest, notFound } from '../../errors';
import { encrypt } from '../../security/crypto';
import { FULL_MASK, nextEnvelope } from '../../security/mask';
import { revealFields } from '../../security/reveal';
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
const masked = (last4: string | null, envelope: string | null) => (envelope ? `${FULL_MASK}${last4 ?? ''}` : null);

export function toView(row: repo.MerchantAccountRow, clear?: { routingNumber: string | null; accountNumber: string | null }): MerchantAccountView {
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
    routingNumber: clear ? clear.routingNumber : masked(row.routingNumberLast4, row.routingNumberEncrypted),
    accountNumber: clear ? clear.accountNumber : masked(row.accountNumberLast4, row.accountNumberEncrypted),
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

export async function create(ctx: UserCtx, organizationId: number, input: MerchantAccountCreate): Promise<MerchantAccountView> {
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
    const row = await repo.insertAccount(tx.db, {
      ...(values as MerchantAccountCreate),
      ...values,
      mid: fields.mid,
      processor: fields.processor,
      organizationId,
      routingNumberEncrypted: routingNumber ? encrypt(tx.keyRing, routingNumber) : null,
      routingNumberLast4: routingNumber ? routingNumber.slice(-4) : null,
      accountNumberEncrypted: accountNumber ? encrypt(tx.keyRing, accountNumber) : null,
      accountNumberLast4: accountNumber ? accountNumber.slice(-4) : null,
    } as never);
    await audit.record(tx, { action: 'create', entityType: ENTITY, entityId: row.id, fields: Object.keys(input).filter((k) => (input as Record<string, unknown>)[k] != null), detail: { organizationId } });
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
    for (const [name, incoming] of [['routingNumber', routingNumber], ['accountNumber', accountNumber]] as const) {
      const stored = current[`${name}Encrypted`];
      const next = nextEnvelope(tx.keyRing, stored, incoming, encrypt);
      if (next !== stored) {
        changes[`${name}Encrypted`] = next;
        changes[`${name}Last4`] = next && incoming ? incoming.slice(-4) : null;
        changed.push(name);
      }
    }
    const merged = { ...current, ...changes } as repo.MerchantAccountRow;
    settle(merged, changes);
    const row = Object.keys(changes).length ? await repo.updateAccount(tx.db, id, changes) : current;
    await audit.record(tx, { action: 'update', entityType: ENTITY, entityId: id, fields: changed, detail: fields.status ? { status: fields.status } : null });
    return toView(row ?? current);
  });
}

/** The account with its bank numbers in clear (audited). */
export async function reveal(ctx: UserCtx, id: number): Promise<MerchantAccountView> {
  const row = await accountOr404(ctx, id);
  const clear = await revealFields(ctx, ENTITY, id, { routingNumber: row.routingNumberEncrypted, accountNumber: row.accountNumberEncrypted });
  return toView(row, { routingNumber: clear.routingNumber ?? null, accountNumber: clear.accountNumber ?? null });
}
