import { formatDisplayId } from '@app/domain';
import { toIso } from '@app/db';
import { maskedFromLast4 } from '../../security/sensitive-field';
import type * as repo from './clients.repo';

// The client as the API answers it: the SSN masked (`****6789`), never in clear.

export interface ClientView {
  id: number;
  displayId: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  fullName: string;
  email: string | null;
  phone: string | null;
  status: 'active' | 'terminated';
  portalStatus: 'activated' | 'pending' | 'terminated' | 'not_invited';
  ssn: string | null;
  driverLicense: string | null;
  dateOfBirth: string | null;
  address: string | null;
  referralSourceId: number | null;
  referralSource: string | null;
  referralSourceName: string | null;
  dependents: boolean;
  bankruptcyStatus: boolean;
  taxPreparation: boolean;
  estimatedTaxes: boolean;
  issues1099: boolean;
  createdAt: string;
  updatedAt: string;
}

export function toClientView(row: repo.ClientRow, referralName: string | null = null): ClientView {
  return {
    id: row.id,
    displayId: formatDisplayId('client', row.id),
    firstName: row.firstName,
    middleName: row.middleName,
    lastName: row.lastName,
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    status: row.status,
    portalStatus: row.portalStatus,
    ssn: maskedFromLast4(row.ssnLast4),
    driverLicense: row.driverLicense,
    dateOfBirth: row.dateOfBirth,
    address: row.address,
    referralSourceId: row.referralSourceId,
    referralSource: row.referralSource ?? referralName,
    referralSourceName: referralName,
    dependents: row.dependents,
    bankruptcyStatus: row.bankruptcyStatus,
    taxPreparation: row.taxPreparation,
    estimatedTaxes: row.estimatedTaxes,
    issues1099: row.issues1099,
    createdAt: toIso(row.createdAt),
    updatedAt: toIso(row.updatedAt),
  };
}
