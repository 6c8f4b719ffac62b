import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { PageState } from './index';

describe('PageState', () => {
  it('shows a spinner with its label while loading', () => {
    renderWithMantine(<PageState status="loading" title="Loading notifications..." />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByText('Loading notifications...')).toBeInTheDocument();
  });

  it('shows the error texts', () => {
    renderWithMantine(<PageState status="error" title="Error loading clients" description="Please try again later" />);
    expect(screen.getByText('Error loading clients')).toBeInTheDocument();
    expect(screen.getByText('Please try again later')).toBeInTheDocument();
  });

  it('shows the empty texts', () => {
    renderWithMantine(<PageState status="empty" title="No notifications" />);
    expect(screen.getByText('No notifications')).toBeInTheDocument();
  });
});
