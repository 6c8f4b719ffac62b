import { Button } from '@mantine/core';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { EmptyState } from './index';

describe('EmptyState', () => {
  it('renders title, hint and action', () => {
    renderWithMantine(
      <EmptyState
        title="No client found"
        description="Add your first client to get started"
        action={<Button>Add</Button>}
      />,
    );
    expect(screen.getByText('No client found')).toBeInTheDocument();
    expect(screen.getByText('Add your first client to get started')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});
