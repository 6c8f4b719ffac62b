import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/routes';
import type { Realtime, RealtimeHandler, RealtimeMessage } from '../lib/ws';

/** A socket stand-in: tests push server messages with `emit`. */
export class FakeRealtime implements Realtime {
  handlers = new Set<RealtimeHandler>();
  startedFor: number | null = null;
  start(userId: number) {
    this.startedFor = userId;
  }
  stop() {
    this.startedFor = null;
  }
  subscribe(handler: RealtimeHandler) {
    this.handlers.add(handler);
    return () => this.handlers.delete(handler);
  }
  emit(message: RealtimeMessage) {
    this.handlers.forEach((h) => h(message));
  }
}

/** The whole app (routes, providers, toaster) at `path`, against the msw handlers in place. */
export function renderApp(path = '/') {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const realtime = new FakeRealtime();
  const utils = render(
    <AppProviders realtime={realtime} mantineEnv="test">
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...utils, router, realtime };
}
