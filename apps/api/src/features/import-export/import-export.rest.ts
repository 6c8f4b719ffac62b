import { IMPORT_MAX_BYTES, ImportOptions, PostImportByEntityByFormatAnswer, TransferParams } from '@app/domain';
import type { FastifyReply } from 'fastify';
import { readUpload } from '../../rest/read-upload';
import type { Rest } from '../../rest/route';
import * as service from './import-export.service';

function download(reply: FastifyReply, file: service.FileDownload) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .header('cache-control', 'no-store')
    .send(file.stream);
}

export function importExportRest(rest: Rest): void {
  rest.route({
    method: 'GET',
    url: '/api/export/samples/:entity/:format',
    response: { files: ['text/csv', 'application/json'] },
    permission: 'signedIn',
    params: TransferParams,
    handler: (_ctx, { params }, { reply }) => download(reply, service.sampleFile(params)),
  });
  rest.route({
    method: 'GET',
    url: '/api/export/:entity/:format',
    response: { files: ['text/csv', 'application/json'] },
    permission: ['export', 'read'],
    params: TransferParams,
    handler: async (ctx, { params }, { reply }) => download(reply, await service.exportFile(ctx, params)),
  });
  rest.route({
    method: 'POST',
    url: '/api/import/:entity/:format',
    response: PostImportByEntityByFormatAnswer,
    upload: true,
    permission: ['import', 'edit'],
    params: TransferParams,
    query: ImportOptions,
    handler: async (ctx, { params, query }, { request, reply }) => {
      const upload = await readUpload(
        request,
        'file',
        IMPORT_MAX_BYTES,
        'File too large: imports are limited to 10 MB',
      );
      const { status, result } = await service.importFile(
        ctx,
        params,
        () => service.readRows(params.format, upload.bytes),
        query,
      );
      return reply.code(status).send(result);
    },
  });
}
