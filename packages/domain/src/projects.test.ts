import { describe, expect, it } from 'vitest';
import {
  adjustProjectStatus,
  completionNeedsConfirmation,
  INCOMPLETE_TASKS_MESSAGE,
  isMyProject,
  NO_TASKS_MESSAGE,
  projectSetupMissing,
  projectStatusAfterTaskChange,
} from './projects';
import { PROJECT_STATUS_LABELS } from './schemas/projects.schema';
import { TASK_STATUS_LABELS } from './schemas/tasks.schema';

const t = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe('status labels', () => {
  it('uses the spec labels', () => {
    expect(PROJECT_STATUS_LABELS).toEqual({
      not_started: 'Not Yet Started',
      in_progress: 'In Progress',
      completed: 'Complete',
    });
    expect(TASK_STATUS_LABELS.pended).toBe('Pended');
  });
});

describe('adjustProjectStatus', () => {
  it('has the exact spec texts', () => {
    expect(NO_TASKS_MESSAGE).toBe("Project status set to 'Not Yet Started' because there are no tasks.");
    expect(INCOMPLETE_TASKS_MESSAGE).toBe("Project status set to 'In Progress' because there are incomplete tasks.");
  });

  it.each([
    ['not_started', [], 'not_started', null],
    ['in_progress', [], 'not_started', NO_TASKS_MESSAGE],
    ['completed', [], 'not_started', NO_TASKS_MESSAGE],
    ['not_started', ['completed', 'in_progress'], 'in_progress', INCOMPLETE_TASKS_MESSAGE],
    ['completed', ['completed', 'pended'], 'in_progress', INCOMPLETE_TASKS_MESSAGE],
    ['completed', ['not_started'], 'in_progress', INCOMPLETE_TASKS_MESSAGE],
    ['in_progress', ['not_started'], 'in_progress', null],
    ['completed', ['completed', 'completed'], 'completed', null],
    ['in_progress', ['completed'], 'in_progress', null],
    ['not_started', ['completed'], 'not_started', null],
  ] as const)('%s with tasks %j -> %s', (requested, statuses, status, message) => {
    expect(adjustProjectStatus(requested, t(...statuses))).toEqual({ status, message });
  });
});

describe('projectStatusAfterTaskChange', () => {
  it.each([
    ['in_progress', [], 'not_started'],
    ['not_started', ['not_started'], 'in_progress'],
    ['not_started', ['pended'], 'in_progress'],
    ['in_progress', ['in_progress'], 'in_progress'],
    ['in_progress', ['completed'], 'in_progress'],
    ['not_started', ['completed'], 'not_started'],
    ['completed', [], 'completed'],
    ['completed', ['not_started'], 'completed'],
  ] as const)('%s with tasks %j -> %s', (current, statuses, next) =>
    expect(projectStatusAfterTaskChange(current, t(...statuses))).toBe(next),
  );
});

describe('completionNeedsConfirmation', () => {
  it('asks only while tasks are incomplete', () => {
    expect(completionNeedsConfirmation(t('completed', 'in_progress'))).toBe(true);
    expect(completionNeedsConfirmation(t('completed'))).toBe(false);
    expect(completionNeedsConfirmation([])).toBe(false);
  });
});

describe('projectSetupMissing', () => {
  const ready = { startDate: '2025-01-01', dueDate: '2025-02-01', project_manager_ids: [3], clientIds: [5] };

  it('is empty for a set-up project', () => {
    expect(projectSetupMissing(ready)).toEqual([]);
    expect(
      projectSetupMissing({
        startDate: '2025-01-01',
        dueDate: '2025-02-01',
        projectManagerIds: [3],
        organizationId: 9,
      }),
    ).toEqual([]);
    expect(
      projectSetupMissing({
        startDate: '2025-01-01',
        dueDate: '2025-02-01',
        projectManagerId: 3,
        organizationIds: [9],
      }),
    ).toEqual([]);
    expect(
      projectSetupMissing({ startDate: '2025-01-01', dueDate: '2025-02-01', projectManagerId: 3, clientId: 1 }),
    ).toEqual([]);
  });

  it('lists the missing items in order', () => {
    expect(projectSetupMissing({})).toEqual([
      'Start Date',
      'Due Date',
      'Project Manager',
      'linked Client or Organization',
    ]);
    expect(projectSetupMissing({ ...ready, startDate: '', project_manager_ids: [] })).toEqual([
      'Start Date',
      'Project Manager',
    ]);
    expect(
      projectSetupMissing({ ...ready, dueDate: null, clientIds: [], organizationIds: [], clientId: null }),
    ).toEqual(['Due Date', 'linked Client or Organization']);
  });
});

describe('isMyProject', () => {
  it('matches managers and task assignees', () => {
    expect(isMyProject({ project_manager_ids: [1, 2] }, [], 2)).toBe(true);
    expect(isMyProject({ project_manager_ids: [] }, [{ assigned_to_ids: [7] }, { assigned_to_ids: null }], 7)).toBe(
      true,
    );
    expect(isMyProject({}, [{}], 7)).toBe(false);
  });
});
