import { Form1099ListQuery, Form1099Query, Form1099Update } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './form-1099.service';

export const form1099Router = router({
  list: procedure('taxLists', 'read')
    .input(Form1099ListQuery)
    .query(({ ctx, input }) => service.list(ctx, input)),
  counts: procedure('taxLists', 'read')
    .input(Form1099Query)
    .query(({ ctx, input }) => service.counts(ctx, input)),
  overview: procedure('taxLists', 'read').query(({ ctx }) => service.overview(ctx)),
  update: procedure('calendars', 'edit')
    .input(Form1099Update)
    .mutation(({ ctx, input }) => service.update(ctx, input)),
});
