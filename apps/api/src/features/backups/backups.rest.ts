import { GetBackupsLatestAnswer, LocalBackupRequest, PostBackupsAnswer, PostBackupsLocalAnswer } from '@app/domain';
import { forbidden } from '../../core/app-error';
import type { Rest } from '../../rest/route';
import * as service from './backups.service';
import { localTokenMatches } from './server-file';

const admin = ['workforce', 'admin'] as const;

export function backupsRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/backups/latest',
    permission: admin,
    response: GetBackupsLatestAnswer,
    handler: (ctx) => service.latest(ctx),
  });
  rest.route({
    method: 'POST',
    url: '/api/backups',
    permission: admin,
    status: 201,
    response: PostBackupsAnswer,
    handler: (ctx) => service.takeNow(ctx),
  });
  rest.route({
    method: 'GET',
    url: '/api/backups/latest/download',
    permission: admin,
    response: { files: ['application/octet-stream'] },
    handler: async (ctx, _input, { reply }) => {
      const file = await service.downloadLatest(ctx);
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename="${file.file}"`)
        .header('content-length', String(file.bytes))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  });
  // `pnpm backup` while the embedded server runs (server-file.ts): the token in DATA_DIR/server.json
  // proves the caller can read the data directory; no session is involved.
  rest.route({
    method: 'POST',
    url: '/api/backups/local',
    permission: 'public',
    body: LocalBackupRequest,
    response: PostBackupsLocalAnswer,
    handler: async (_ctx, { body }, { request }) => {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
      if (!localTokenMatches(rest.deps, token)) throw forbidden('A valid local backup token is required');
      const written = await service.takeBackup(rest.deps, { out: body.out });
      return { path: written.path, bytes: written.bytes, createdAt: written.createdAt };
    },
  });
}
