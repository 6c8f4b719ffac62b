import { describe, expect, it } from 'vitest';
import { ProjectTemplateCreate, ProjectTemplateUpdate } from './project-templates.schema';
import { TEMPLATE_NAME_REQUIRED } from './projects.schema';
import { messages, parsed } from './test-helpers';

describe('project templates', () => {
  it('store a name, an optional description and task names', () => {
    expect(parsed(ProjectTemplateCreate, { name: 'Year end', taskNames: [' Close books '] })).toEqual({
      name: 'Year end',
      taskNames: ['Close books'],
    });
    expect(parsed(ProjectTemplateCreate, { name: 'Year end' }).taskNames).toEqual([]);
    expect(messages(ProjectTemplateCreate, { name: 'Y', taskNames: [''] })).toEqual(['Task names cannot be empty']);
  });

  it('need a name when created or edited', () => {
    expect(messages(ProjectTemplateCreate, {})).toEqual([TEMPLATE_NAME_REQUIRED]);
    expect(messages(ProjectTemplateUpdate, { description: 'x' })).toEqual([TEMPLATE_NAME_REQUIRED]);
    expect(parsed(ProjectTemplateUpdate, { name: 'N', description: '' })).toEqual({ name: 'N', description: null });
  });
});
