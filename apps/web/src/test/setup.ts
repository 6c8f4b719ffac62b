import '@testing-library/jest-dom/vitest';
import { installDomPolyfills } from '@app/ui/testing';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

installDomPolyfills();
// Lazy pages compile on first use in a cold test run.
configure({ asyncUtilTimeout: 5000 });
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
});
afterAll(() => server.close());
