import type { TransferEntity } from '@app/domain';

/** The example rows of the sample files (fictional people and businesses). */
export const SAMPLES: Record<TransferEntity, Array<Record<string, unknown>>> = {
  clients: [
    {
      firstName: 'Maria', middleName: '', lastName: 'Garcia', email: 'maria.garcia@example.com', phone: '2135550142', status: 'active',
      portalStatus: 'not_invited', ssn: '', driverLicense: 'D1234567', dateOfBirth: '1984-02-29', address: '100 Main St, Los Angeles, CA 90012',
      referralSource: 'Website', dependents: true, bankruptcyStatus: false, taxPreparation: true, estimatedTaxes: false, issues1099: false,
    },
    {
      firstName: 'James', lastName: 'Chen', email: 'james.chen@example.com', phone: '4155550199', status: 'active', portalStatus: 'pending',
      dependents: false, bankruptcyStatus: false, taxPreparation: true, estimatedTaxes: true, issues1099: true,
    },
  ],
  organizations: [
    {
      businessDba: 'Sunset Bakery', businessLegalName: 'Sunset Bakery LLC', ein: '123456789', einType: 'ein', businessPhone: '3105550123',
      businessEmail: 'hello@sunsetbakery.example', entityType: 'llc', stateOfFormation: 'CA', dateOfFormation: '2019-06-01',
      servicesPurchased: ['Payroll & HR', 'P&C & Bond'], status: 'active', estimatedTaxes: false, issues1099: true, taxPreparation: true,
      bookkeeping: true, soi: true, salesTaxFrequency: 'Quarterly', businessLicenseCounty: 'None',
    },
    { businessDba: 'Harbor Consulting', einType: 'ein', entityType: 'corporation', status: 'active', servicesPurchased: [] },
  ],
};
