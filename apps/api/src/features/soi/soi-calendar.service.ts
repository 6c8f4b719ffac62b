import { formatReportDate, type SoiEventCompletion, type SoiEventsQuery } from '@app/domain';
import { inTransaction, type Ctx, type UserCtx } from '../../core/service-context';
import { pagesOf, type CsvExport } from '../../lists/csv-export';
import { notFound } from '../../core/app-error';
import { totalOfShortPage } from '../../lists/list-page';
import * as audit from '../audit/audit.service';
import { firmToday } from '../../core/firm-date';
import * as repo from './soi.repo';
import { remember } from '../../cache/read-cache';

// The SOI calendar (spec 4 section 2.4): the events of the organizations it includes, and their
// completion saved on the server (docs/decisions/2-data.md).

export interface SoiCalendarEvent {
  id: number;
  organizationId: number;
  organizationName: string;
  formattedId: string;
  entityType: string | null;
  entityTypeLabel: string;
  kind: 'reminder' | 'due';
  /** The event's own date: the due date itself, or the reminder's date before it. */
  date: string;
  /** The cycle's due date, in the spelling of the spec's SOI event. */
  due_date: string;
  taxYear: number;
  completed: boolean;
}

const DEFAULT_LIMIT = 1000;

const filterOf = (q: SoiEventsQuery): repo.SoiEventFilter => ({
  from: q.from,
  to: q.to,
  kind: q.kind,
  completed: q.completed,
  organizationId: q.organizationId,
});

/** GET /api/soi-events/all: events by date (a window for the calendar's month), a page and the total. */
export function listEvents(ctx: Ctx, query: SoiEventsQuery): Promise<{ items: SoiCalendarEvent[]; total: number }> {
  return remember(ctx, 'soi.listEvents', query, async () => {
    const { itemsJson, total } = await listEventsJson(ctx, query);
    return { items: JSON.parse(itemsJson) as SoiCalendarEvent[], total };
  });
}

/** The same page with its events as the JSON text the database wrote, which REST sends as it is. */
export function listEventsJson(ctx: Ctx, query: SoiEventsQuery): Promise<{ itemsJson: string; total: number }> {
  return remember(ctx, 'soi.listEventsJson', query, () => pageText(ctx, query));
}

async function pageText(ctx: Ctx, query: SoiEventsQuery): Promise<{ itemsJson: string; total: number }> {
  const f = filterOf(query);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const offset = query.offset ?? 0;
  // A month of the calendar is one short page: its length is the total, no count needed.
  const page = await repo.calendarPageText(ctx.db, f, limit, offset);
  const total = totalOfShortPage(page.size, offset, limit) ?? (await repo.calendarCount(ctx.db, f));
  return { itemsJson: page.json, total };
}

async function eventsPage(db: Ctx['db'], f: repo.SoiEventFilter, limit: number, offset: number) {
  return JSON.parse((await repo.calendarPageText(db, f, limit, offset)).json) as SoiCalendarEvent[];
}

/** PUT /api/soi-events/{id} {completed}: saved and audited; the reminder and due event of a cycle are separate. */
export async function setCompleted(ctx: UserCtx, input: SoiEventCompletion): Promise<SoiCalendarEvent> {
  return inTransaction(ctx, async (tx) => {
    const [found] = await eventsPage(tx.db, { id: input.id }, 1, 0);
    if (!found) throw notFound('SOI event not found');
    await repo.setCompleted(tx.db, input.id, input.completed, input.completed ? tx.now() : null, ctx.user.id);
    await audit.record(tx, {
      action: 'update',
      entityType: 'soi_event',
      entityId: input.id,
      fields: ['completed'],
      detail: { completed: input.completed },
    });
    return { ...found, completed: input.completed };
  });
}

export function csv(ctx: Ctx, query: SoiEventsQuery): CsvExport {
  const f = filterOf(query);
  return {
    filename: `soi-events-${firmToday(ctx)}.csv`,
    header: ['Organization ID', 'Organization', 'Entity Type', 'Tax Year', 'Date', 'Type', 'Due Date', 'Status'],
    pages: (async function* () {
      for await (const rows of pagesOf((offset, limit) => eventsPage(ctx.db, f, limit, offset))) {
        yield rows.map((e) => [
          e.formattedId,
          e.organizationName,
          e.entityTypeLabel,
          e.taxYear,
          formatReportDate(e.date),
          e.kind === 'due' ? 'Due Date' : 'Reminder',
          formatReportDate(e.due_date),
          e.completed ? 'Completed' : 'Pending',
        ]);
      }
    })(),
  };
}
