import { describe, expect, it } from 'vitest';
import { TASK_NAME_REQUIRED, TASK_STATUSES, TaskCreate, TaskUpdate } from './tasks.schema';
import { messages, parsed } from './test-helpers';

describe('tasks', () => {
  it('include the pended status', () =>
    expect(TASK_STATUSES).toEqual(['not_started', 'in_progress', 'pended', 'completed']));

  it('need a name and start not started', () => {
    expect(messages(TaskCreate, {})).toEqual([TASK_NAME_REQUIRED]);
    expect(parsed(TaskCreate, { name: ' File 941 ', assigned_to_ids: ['3'], priority: 'high', notes: '' })).toEqual({
      name: 'File 941',
      status: 'not_started',
      assigned_to_ids: [3],
      priority: 'high',
      notes: null,
    });
  });

  it('patch one field at a time', () => {
    expect(parsed(TaskUpdate, { status: 'pended' })).toEqual({ status: 'pended' });
    expect(messages(TaskUpdate, { status: 'blocked' })).toEqual([
      'Status must be not_started, in_progress, pended or completed',
    ]);
    expect(messages(TaskUpdate, { priority: 'urgent' })).toEqual(['Priority must be low, medium or high']);
    expect(messages(TaskUpdate, { name: '' })).toEqual([TASK_NAME_REQUIRED]);
  });
});
