import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/AppProviders';
import { FakeApi } from '../../test/fake-api';
import { FakeRealtime } from '../../test/render-app';
import { ProjectTemplatesSection } from './index';

type Template = {
  id: number;
  name: string;
  description: string | null;
  taskNames: string[];
  tasks: Array<{ id: number; name: string; position: number }>;
  createdAt: string;
  updatedAt: string;
};

function setup() {
  let templates: Template[] = [
    {
      id: 1,
      name: 'Tax season',
      description: 'Yearly',
      taskNames: ['Collect', 'File'],
      tasks: [],
      createdAt: '',
      updatedAt: '',
    },
    { id: 2, name: 'Payroll setup', description: null, taskNames: ['Call'], tasks: [], createdAt: '', updatedAt: '' },
  ];
  const api = new FakeApi({
    'projectTemplates.list': () => templates,
    'projectTemplates.update': ({
      id,
      data,
    }: {
      id: string | number;
      data: { name: string; description?: string | null };
    }) => {
      templates = templates.map((t) =>
        t.id === Number(id) ? { ...t, ...data, description: data.description ?? null } : t,
      );
      return templates.find((t) => t.id === Number(id))!;
    },
    'projectTemplates.delete': ({ id }: { id: string | number }) => {
      templates = templates.filter((t) => t.id !== Number(id));
      return { ok: true as const };
    },
  });
  render(
    <AppProviders realtime={new FakeRealtime()} mantineEnv="test">
      <ProjectTemplatesSection />
    </AppProviders>,
  );
  return api;
}

describe('Settings > Project Templates', () => {
  it('lists, renames and deletes the user templates with the spec toasts', async () => {
    const api = setup();
    const user = userEvent.setup();
    expect(await screen.findByText('Tax season')).toBeInTheDocument();
    expect(screen.getByText('1 tasks')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit template Tax season' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Template' });
    const name = within(dialog).getByLabelText('Template Name');
    await user.clear(name);
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.type(name, 'Tax season 2027');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template updated')).toBeInTheDocument();
    expect(api.called('projectTemplates.update')[0]?.input).toEqual({
      id: 1,
      data: { name: 'Tax season 2027', description: 'Yearly' },
    });
    expect(await screen.findByText('Tax season 2027')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete template Payroll setup' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Template' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Template deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Payroll setup')).not.toBeInTheDocument());
  });
});
