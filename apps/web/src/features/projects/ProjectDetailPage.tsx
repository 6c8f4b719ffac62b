import { completionNeedsConfirmation, PROJECT_NAME_REQUIRED, type ProjectRecurrence } from '@app/domain';
import { ConfirmDialog, PageState, toast } from '@app/ui';
import { Button, Card, Group, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { errorMessage, httpStatusOf, isRefusal } from '../../lib/request-errors';
import { AccessDeniedPage } from '../not-available/AccessDeniedPage';
import { trpc } from '../../lib/trpc';
import { useCan } from '../auth/useCan';
import { draftOf, ProjectInfoForm, ProjectInfoView, type Project, type ProjectDraft } from './ProjectInfo';
import { TasksSection } from './TasksSection';
import { useTaskChanged } from './useTaskChanged';
import { LoadTemplateDialog, SaveTemplateDialog } from './TemplateDialogs';

function BackButton() {
  const navigate = useNavigate();
  return (
    <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={() => navigate('/projects')}>
      Back to Projects
    </Button>
  );
}

const payload = (d: ProjectDraft) => ({
  name: d.name.trim(),
  startDate: d.startDate || null,
  dueDate: d.dueDate || null,
  clientIds: d.clients.map((c) => c.id),
  organizationIds: d.organizations.map((o) => o.id),
  project_manager_ids: d.managers.map((m) => m.id),
  recurrence: (d.recurrence || null) as ProjectRecurrence | null,
});

function ProjectDetail({ project, tasks }: { project: Project; tasks: Parameters<typeof TasksSection>[0]['tasks'] }) {
  const navigate = useNavigate();
  const [draft, setDraft] = useState<ProjectDraft | null>(null);
  const [dialog, setDialog] = useState<'delete' | 'complete' | 'save-template' | 'load-template' | null>(null);
  const changed = useTaskChanged(project.id);
  const canEdit = useCan('projects', 'edit');
  const canDelete = useCan('projects', 'delete');
  const utils = trpc.useUtils();
  const update = trpc.projects.update.useMutation({
    onSuccess: (p) => {
      if (p.statusAdjusted) toast.success(p.statusAdjusted.title, p.statusAdjusted.message);
      else toast.success('Project updated successfully');
      setDraft(null);
      changed();
    },
    onError: () => toast.error('Failed to update project'),
  });
  const complete = trpc.projects.complete.useMutation({
    onSuccess: () => {
      toast.success('Project completed successfully');
      setDialog(null);
      setDraft(null);
      changed();
    },
    onError: () => toast.error('Failed to complete project'),
  });
  const remove = trpc.projects.delete.useMutation({
    onSuccess: () => {
      toast.success('Project deleted successfully');
      void utils.projects.list.invalidate();
      navigate('/projects');
    },
    onError: () => toast.error('Failed to delete project'),
  });

  const save = () => {
    if (!draft || !draft.name.trim()) return;
    if (draft.status === 'completed' && completionNeedsConfirmation(tasks)) return setDialog('complete');
    update.mutate({ id: project.id, data: { ...payload(draft), status: draft.status } });
  };
  const confirmComplete = async () => {
    if (draft) await update.mutateAsync({ id: project.id, data: payload(draft) }).catch(() => undefined);
    complete.mutate({ id: project.id });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <BackButton />
          <Title order={2}>Project Details</Title>
        </Group>
        {draft ? (
          <Group gap="xs">
            <Button variant="default" onClick={() => setDraft(null)}>
              Cancel
            </Button>
            {canDelete && (
              <Button color="red" variant="light" onClick={() => setDialog('delete')}>
                Delete
              </Button>
            )}
            <Button onClick={save} disabled={!draft.name.trim()} loading={update.isPending}>
              Save Changes
            </Button>
          </Group>
        ) : (
          <Group gap="xs">
            <Button variant="default" disabled={tasks.length === 0} onClick={() => setDialog('save-template')}>
              Save as Template
            </Button>
            {canEdit && <Button onClick={() => setDraft(draftOf(project))}>Edit Project</Button>}
          </Group>
        )}
      </Group>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Title order={3} size="h4" mb="md">
          Project Information
        </Title>
        {draft ? (
          <ProjectInfoForm
            draft={draft}
            onChange={setDraft}
            nameError={draft.name.trim() ? undefined : PROJECT_NAME_REQUIRED}
          />
        ) : (
          <ProjectInfoView project={project} />
        )}
      </Card>
      <Card withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <TasksSection project={project} tasks={tasks} onLoadTemplate={() => setDialog('load-template')} />
      </Card>
      <ConfirmDialog
        opened={dialog === 'delete'}
        title="Delete Project"
        message="Are you sure you want to delete this project? This action cannot be undone."
        confirmLabel="Delete"
        destructive
        loading={remove.isPending}
        onConfirm={() => remove.mutate({ id: project.id })}
        onClose={() => setDialog(null)}
      />
      <ConfirmDialog
        opened={dialog === 'complete'}
        title="Complete Project"
        message="This project has incomplete tasks. All remaining tasks will be marked complete."
        confirmLabel="Complete Project & All Tasks"
        loading={complete.isPending}
        onConfirm={() => void confirmComplete()}
        onClose={() => setDialog(null)}
      />
      <SaveTemplateDialog projectId={project.id} opened={dialog === 'save-template'} onClose={() => setDialog(null)} />
      <LoadTemplateDialog projectId={project.id} opened={dialog === 'load-template'} onClose={() => setDialog(null)} />
    </Stack>
  );
}

export default function ProjectDetailPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0 && id < 2 ** 31;
  const project = trpc.projects.get.useQuery({ id }, { enabled: valid, retry: false });
  const tasks = trpc.tasks.listForProject.useQuery({ id }, { enabled: valid && project.isSuccess });
  if (!valid || httpStatusOf(project.error) === 404) {
    return (
      <PageState
        status="empty"
        title="Project Not Found"
        description="The project you are looking for does not exist."
        action={<BackButton />}
      />
    );
  }
  if (isRefusal(project.error) || isRefusal(tasks.error)) return <AccessDeniedPage />;
  if (project.isError) {
    return (
      <PageState
        status="error"
        title="Error Loading Project"
        description={`Failed to load project: ${errorMessage(project.error)}`}
        action={<BackButton />}
      />
    );
  }
  if (project.isPending || tasks.isPending) return <PageState status="loading" title="Loading project..." />;
  if (tasks.isError) {
    return (
      <PageState
        status="error"
        title="Error Loading Project"
        description={`Failed to load project: ${errorMessage(tasks.error)}`}
        action={<BackButton />}
      />
    );
  }
  return <ProjectDetail project={project.data} tasks={tasks.data} />;
}
