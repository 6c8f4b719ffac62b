import { ApplyTemplate, ProjectIdInput, ProjectTemplateUpdate, SaveAsTemplate } from '@app/domain';
import { procedure, router } from '../../trpc/init';
import * as service from './project-templates.service';

// Everyone manages their own templates (docs/decisions/4-security.md); saving one reads a project, loading one edits it.
const own = () => procedure('self', 'edit');

export const projectTemplatesRouter = router({
  list: own().query(({ ctx }) => service.list(ctx)),
  update: own()
    .input(ProjectIdInput.extend({ data: ProjectTemplateUpdate }))
    .mutation(({ ctx, input }) => service.update(ctx, input.id, input.data)),
  delete: own()
    .input(ProjectIdInput)
    .mutation(({ ctx, input }) => service.remove(ctx, input)),
  saveFromProject: procedure('projects', 'read')
    .input(ProjectIdInput.extend({ data: SaveAsTemplate }))
    .mutation(({ ctx, input }) => service.saveFromProject(ctx, input.id, input.data)),
  applyToProject: procedure('projects', 'edit')
    .input(ProjectIdInput.extend({ data: ApplyTemplate }))
    .mutation(({ ctx, input }) => service.applyToProject(ctx, input.id, input.data)),
});
