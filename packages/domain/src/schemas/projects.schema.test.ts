import { describe, expect, it } from 'vitest';
import {
  ApplyTemplate,
  PROJECT_NAME_REQUIRED,
  ProjectCreate,
  ProjectListQuery,
  ProjectUpdate,
  SaveAsTemplate,
  TEMPLATE_NAME_REQUIRED,
} from './projects.schema';
import { messages, parsed } from './test-helpers';

describe('ProjectCreate', () => {
  it('needs a name and starts not started', () => {
    expect(messages(ProjectCreate, {})).toEqual([PROJECT_NAME_REQUIRED]);
    expect(messages(ProjectCreate, { name: '  ' })).toEqual(['Please enter a project name']);
    expect(parsed(ProjectCreate, { name: ' Audit 2025 ' })).toEqual({ name: 'Audit 2025', status: 'not_started' });
  });

  it('takes managers, clients and organizations as lists or single ids', () => {
    expect(
      parsed(ProjectCreate, {
        name: 'X',
        project_manager_ids: [1, '2'],
        clientIds: [3],
        organizationId: '9',
        dueDate: '2025-12-31',
      }),
    ).toEqual({
      name: 'X',
      status: 'not_started',
      project_manager_ids: [1, 2],
      clientIds: [3],
      organizationId: 9,
      dueDate: '2025-12-31',
    });
    expect(messages(ProjectCreate, { name: 'X', project_manager_ids: [0] })).toEqual(['Invalid project manager']);
    expect(messages(ProjectCreate, { name: 'X', status: 'done' })).toEqual([
      'Status must be not_started, in_progress or completed',
    ]);
  });
});

describe('ProjectUpdate', () => {
  it('patches partially; a status alone is fine', () => {
    expect(parsed(ProjectUpdate, { status: 'completed' })).toEqual({ status: 'completed' });
    expect(parsed(ProjectUpdate, { startDate: '', clientId: null })).toEqual({ startDate: null, clientId: null });
    expect(messages(ProjectUpdate, { name: '' })).toEqual([PROJECT_NAME_REQUIRED]);
    expect(messages(ProjectUpdate, { dueDate: '2025-02-29' })).toEqual(['Due date must be a valid date (YYYY-MM-DD)']);
  });
});

describe('ProjectListQuery', () => {
  it('defaults to every project (the bare REST call) by due date ascending, 25 a page', () => {
    expect(parsed(ProjectListQuery, {})).toEqual({
      tab: 'all',
      sort: 'dueDate',
      direction: 'asc',
      mine: false,
      page: 1,
      pageSize: 25,
    });
    expect(
      parsed(ProjectListQuery, {
        tab: 'completed',
        sort: 'name',
        direction: 'desc',
        mine: 'true',
        page: '2',
        pageSize: '100',
      }),
    ).toMatchObject({
      mine: true,
      page: 2,
      pageSize: 100,
    });
    expect(parsed(ProjectListQuery, { mine: 'false' }).mine).toBe(false);
    expect(messages(ProjectListQuery, { pageSize: 30 })).toEqual(['Page size must be 25, 50 or 100']);
    expect(messages(ProjectListQuery, { sort: 'owner' }).length).toBe(1);
  });
});

describe('templates from projects', () => {
  it('need a template id or a template name', () => {
    expect(parsed(ApplyTemplate, { templateId: '4' })).toEqual({ templateId: 4 });
    expect(messages(ApplyTemplate, {})).toEqual(['Please select a template']);
    expect(parsed(SaveAsTemplate, { name: 'Onboarding', description: '' })).toEqual({
      name: 'Onboarding',
      description: null,
    });
    expect(messages(SaveAsTemplate, { name: ' ' })).toEqual([TEMPLATE_NAME_REQUIRED]);
  });
});
