import { setupServer } from 'msw/node';

/** Component tests register their own handlers with `server.use(...)`; unhandled calls fail loudly. */
export const server = setupServer();
