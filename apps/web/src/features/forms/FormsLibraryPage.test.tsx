import { FORM_CATEGORIES, FORM_LIBRARY } from '@app/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';
import { FIRST_RENDER } from '../../test/waits';
import { NO_FORMS_TEXT } from './FormsLibraryPage';

// The library is fixed in @app/domain: the page asks the server nothing, so it has no loading or
// error state of its own; what it can show is a category with forms and one without.
describe('/forms/forms', () => {
  it('says when a category has no form, and lists a category with their public links', async () => {
    new FakeApi();
    renderApp('/forms/forms');
    const [firstCategory] = FORM_CATEGORIES;
    if (!new Set<string>(FORM_LIBRARY.map((f) => f.category)).has(firstCategory)) {
      expect(await screen.findByText(NO_FORMS_TEXT, {}, FIRST_RENDER)).toBeInTheDocument();
    }
    const category = FORM_LIBRARY[0].category;
    await userEvent.click(await screen.findByRole('tab', { name: category }, FIRST_RENDER));
    for (const form of FORM_LIBRARY.filter((f) => f.category === category)) {
      expect(await screen.findByRole('button', { name: `Copy link to ${form.title}` })).toBeInTheDocument();
    }
    expect(screen.queryByText(NO_FORMS_TEXT)).not.toBeInTheDocument();
  }, 30_000);
});
