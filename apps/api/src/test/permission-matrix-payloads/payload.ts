import type { FixtureMaker, MatrixFixtures } from '../permission-matrix-fixtures';

// The shape of a valid request for a row of the permission matrix, and the small builders every
// area's payloads share.

export interface CallerState {
  userId: number | null;
  password: string;
}

export interface PayloadCtx {
  f: MatrixFixtures;
  make: FixtureMaker;
  allowed: boolean;
  caller: CallerState;
  loginUser: string;
  strongPassword: string;
}

export interface Payload {
  /** REST: values of the path's parameters. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean>;
  /** REST: the JSON body; tRPC: the input. */
  body?: unknown;
  multipart?: { field: string; filename: string; contentType: string; content: Buffer };
}

export type Build = (c: PayloadCtx) => Payload | Promise<Payload>;

export const fresh = async (c: PayloadCtx, make: () => Promise<number>, shared: number) =>
  c.allowed ? make() : shared;
export const id = (value: number): Payload => ({ params: { id: value }, body: { id: value } });
export const client = (c: PayloadCtx) => id(c.f.client);
export const org = (c: PayloadCtx) => id(c.f.org);
export const project = (c: PayloadCtx) => id(c.f.project);
export const referral = (c: PayloadCtx) => id(c.f.referral);
export const pm = { type: 'digital', digitalType: 'zelle', digitalEmail: 'new@example.com' };
export const ownerBase = (kind: 'client' | 'organization', c: PayloadCtx) => (kind === 'client' ? c.f.client : c.f.org);
