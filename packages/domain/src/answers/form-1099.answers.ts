import { z } from 'zod';
import { Form1099Record } from './work-records.answers.js';

/** GET /api/form-1099 */
export const GetForm1099Answer = z.array(Form1099Record);

/** PUT /api/form-1099/:entityType/:entityId/:taxYear */
export const PutForm1099ByEntityTypeByEntityIdByTaxYearAnswer = Form1099Record;
