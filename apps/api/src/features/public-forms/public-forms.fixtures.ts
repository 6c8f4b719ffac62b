// Test fixtures of the public forms, shared by the api tests, the seed and the bench.

/** A real 1x1 PNG (a drawn signature stands in for it). */
export const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
export const PNG_DATA_URL = `data:image/png;base64,${PNG_BASE64}`;
/** The smallest PDF a reader opens. */
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 100]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
export const PDF_DATA_URL = `data:application/pdf;base64,${PDF_BYTES.toString('base64')}`;

/** A complete employee deposit authorization (valid routing checksum). */
export function employeeAuthorization(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    employerName: 'Harbor Cafe LLC',
    firstName: 'Ana',
    middleName: '',
    lastName: 'Lopez',
    accountType: 'checking',
    percentageDeposit: '100',
    bankName: 'JPMorgan Chase',
    routingNumber: '322271627',
    accountNumber: '000123456789',
    signatureNames: 'Ana Lopez',
    signature: PNG_DATA_URL,
    signatureDate: '2026-03-02',
    voidCheck: PDF_DATA_URL,
    ...overrides,
  };
}

/** A complete recurring payment authorization. */
export function paymentAuthorization(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Bo',
    lastName: 'Chen',
    streetAddress: '12 Harbor Way',
    streetAddress2: 'Suite 4',
    city: 'Long Beach',
    state: 'CA',
    zipCode: '90802',
    accountType: 'savings',
    bankName: 'Bank of America',
    accountName: 'Chen Design Studio',
    accountNumber: '987654321',
    routingNumber: '021000021',
    titlePosition: 'Owner',
    ...overrides,
  };
}
