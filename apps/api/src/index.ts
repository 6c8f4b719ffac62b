// Types only: the web imports these, never runtime code of the api.
export type { AppRouter } from './app/trpc-router';
export type { LoginAnswer } from './features/auth/auth.router';
export type { AuditEntryView } from './features/audit/audit.service';
