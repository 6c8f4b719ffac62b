import { z } from 'zod';
import { SalesTaxFilingRecord } from './work-records.answers.js';

/** GET /api/sales-tax-filings */
export const GetSalesTaxFilingsAnswer = z.array(SalesTaxFilingRecord);

/** PUT /api/sales-tax-filings/:organizationId/:dueDate */
export const PutSalesTaxFilingsByOrganizationIdByDueDateAnswer = SalesTaxFilingRecord;
