import { testDatabaseKinds } from '@app/db';
import { ENTITY_TYPE_LABELS, formatDisplayId, SOI_ELIGIBLE_TYPES, type EntityType } from '@app/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/helpers';
import { calendarPageText } from './soi.repo';

// The event the database builds for the SOI calendar (soi.repo.ts SOI_EVENT_VIEW) against the rules
// it writes in SQL: the organization's display id (short and long ids) and every eligible entity
// type's label, dates as plain dates, in the key order of SoiCalendarEvent.
describe.each(testDatabaseKinds())('SOI event built by the database (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(() => t?.close());

  it('answers the display id, the entity type label and the dates as the calendar shows them', async () => {
    const db = t.db.db;
    const ids = [7, 999, 1000, 123456];
    const types = [...SOI_ELIGIBLE_TYPES] as EntityType[];
    for (const [i, id] of ids.entries())
      await db
        .insertInto('organizations')
        .values({
          id,
          businessDba: `View ${id}`,
          entityType: types[i % types.length]!,
          dateOfFormation: '2020-02-29',
          soi: true,
        } as never)
        .execute();
    await db
      .insertInto('soiEvents')
      .values(
        ids.map((organizationId, i) => ({
          organizationId,
          kind: i % 2 === 0 ? ('due' as const) : ('reminder' as const),
          eventDate: `2031-0${i + 1}-28`,
          dueDate: `2031-0${i + 1}-28`,
          taxYear: 2031,
          completed: i === 1,
        })) as never,
      )
      .execute();
    const page = await calendarPageText(db, { from: '2031-01-01', to: '2031-12-31' }, 10, 0);
    const events = JSON.parse(page.json) as Array<Record<string, unknown>>;
    expect(events.map((e) => Object.keys(e))).toEqual(
      ids.map(() => [
        'id',
        'organizationId',
        'organizationName',
        'formattedId',
        'entityType',
        'entityTypeLabel',
        'kind',
        'date',
        'due_date',
        'taxYear',
        'completed',
      ]),
    );
    expect(events.map(({ id: _id, ...rest }) => rest)).toEqual(
      ids.map((id, i) => ({
        organizationId: id,
        organizationName: `View ${id}`,
        formattedId: formatDisplayId('organization', id),
        entityType: types[i % types.length],
        entityTypeLabel: ENTITY_TYPE_LABELS[types[i % types.length]!],
        kind: i % 2 === 0 ? 'due' : 'reminder',
        date: `2031-0${i + 1}-28`,
        due_date: `2031-0${i + 1}-28`,
        taxYear: 2031,
        completed: i === 1,
      })),
    );
  });
});
