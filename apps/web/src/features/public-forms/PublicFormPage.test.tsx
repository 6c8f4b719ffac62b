import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { FIRST_RENDER } from '../../test/waits';

// The public form needs no sign-in and no data from the server, so it has no loading state. Filling
// it in is walked in the browser (e2e): its signature pad needs a real canvas, which jsdom lacks.
describe('/public-forms/:formId', () => {
  it('says so when the link leads to no form', async () => {
    const api = new FakeApi();
    api.user = null;
    renderApp('/public-forms/no-such-form');
    expect(await screen.findByText('Form not found', {}, FIRST_RENDER)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
