import { OrganizationIdInput, SoiEventCompletion, SoiEventsQuery, SoiGenerate, SoiRemove } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as calendar from './soi-calendar.service';
import * as service from './soi.service';

export const soiRouter = router({
  events: procedure('taxLists', 'read')
    .input(SoiEventsQuery)
    .query(({ ctx, input }) => calendar.listEvents(ctx, input)),
  setCompleted: procedure('calendars', 'edit')
    .input(SoiEventCompletion)
    .mutation(({ ctx, input }) => calendar.setCompleted(ctx, input)),
  forOrganization: procedure('organizations', 'read')
    .input(OrganizationIdInput)
    .query(({ ctx, input }) => service.listForOrganization(ctx, input.id)),
  generate: procedure('organizations', 'edit')
    .input(SoiGenerate)
    .mutation(({ ctx, input }) => service.generate(ctx, input)),
  remove: procedure('organizations', 'edit')
    .input(SoiRemove)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
});
