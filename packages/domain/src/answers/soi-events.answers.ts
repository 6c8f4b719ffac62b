import { z } from 'zod';
import { SoiEventRecord } from './work-records.answers.js';

/** GET /api/soi-events/all */
export const GetSoiEventsAllAnswer = z.array(SoiEventRecord);

/** PUT /api/soi-events/:id */
export const PutSoiEventsByIdAnswer = SoiEventRecord;
