import {
  DeleteSoiCalendarRemoveAnswer,
  GetOrganizationsByIdSoiEventsAnswer,
  GetSoiEventsAllAnswer,
  PostSoiCalendarGenerateAnswer,
  PutSoiEventsByIdAnswer,
  RecordIdInput,
  SoiEventUpdate,
  SoiEventsQuery,
  SoiGenerate,
  SoiRemove,
} from '@app/domain';
import { deadlineListRoutes, organizationScheduleRoutes } from '../../rest/deadline-routes';
import { JsonText } from '../../core/json-text';
import type { Rest } from '../../rest/route';
import * as calendar from './soi-calendar.service';
import * as service from './soi.service';

export function soiRest(rest: Rest): void {
  organizationScheduleRoutes(rest, {
    url: '/api/soi-calendar',
    organizationUrl: '/api/organizations/:id/soi-events',
    answers: {
      generated: PostSoiCalendarGenerateAnswer,
      removed: DeleteSoiCalendarRemoveAnswer,
      listed: GetOrganizationsByIdSoiEventsAnswer,
    },
    generate: SoiGenerate,
    remove: SoiRemove,
    service,
  });
  // The calendar's list (and the SOI report's).
  deadlineListRoutes(rest, {
    url: '/api/soi-events/all',
    answer: GetSoiEventsAllAnswer,
    permission: ['taxLists', 'read'],
    query: SoiEventsQuery,
    list: async (ctx, query) => {
      const { itemsJson, total } = await calendar.listEventsJson(ctx, query);
      return { items: new JsonText(itemsJson), total };
    },
    csv: calendar.csv,
    status: {
      url: '/api/soi-events/:id',
      answer: PutSoiEventsByIdAnswer,
      params: RecordIdInput,
      body: SoiEventUpdate,
      save: calendar.setCompleted,
    },
  });
}
