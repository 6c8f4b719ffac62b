import { describe, expect, it } from 'vitest';
import {
  PersonalTaskCreate,
  PersonalTaskUpdate,
  TASK_TITLE_EMPTY,
  TASK_TITLE_REQUIRED,
  togglePersonalTaskStatus,
} from './personal-tasks.schema';
import { messages, parsed } from './test-helpers';

describe('personal tasks', () => {
  it('start not started, medium priority, without notes', () => {
    expect(parsed(PersonalTaskCreate, { name: '  Call bank ' })).toEqual({
      name: 'Call bank',
      status: 'not_started',
      notes: null,
      priority: 'medium',
    });
    expect(parsed(PersonalTaskCreate, { name: 'x', dueDate: '2025-06-30' }).dueDate).toBe('2025-06-30');
  });

  it('use the spec messages for empty titles', () => {
    expect(messages(PersonalTaskCreate, { name: '' })).toEqual(['Please enter a task title']);
    expect(messages(PersonalTaskCreate, {})).toEqual([TASK_TITLE_REQUIRED]);
    expect(messages(PersonalTaskUpdate, { name: '   ' })).toEqual(['Task title cannot be empty']);
    expect(messages(PersonalTaskUpdate, { name: '   ' })).toEqual([TASK_TITLE_EMPTY]);
    expect(parsed(PersonalTaskUpdate, { status: 'completed' })).toEqual({ status: 'completed' });
    expect(messages(PersonalTaskUpdate, { status: 'in_progress' })).toEqual([
      'Status must be not_started or completed',
    ]);
  });

  it('toggle between not started and completed', () => {
    expect(togglePersonalTaskStatus('not_started')).toBe('completed');
    expect(togglePersonalTaskStatus('completed')).toBe('not_started');
  });
});
