import { setupServer } from 'msw/node';

/** msw answers every /trpc call; each test installs its handlers with `server.use`. */
export const server = setupServer();
