import {
  BusinessLicenseGenerate,
  BusinessLicenseGenerateOther,
  BusinessLicenseListQuery,
  BusinessLicenseRemove,
  BusinessLicenseStatusUpdate,
  OrganizationIdInput,
  RecordIdInput,
} from '@app/domain';
import { csvListRoute } from '../../rest/csv-list';
import type { Rest } from '../../rest/route';
import * as renewals from './business-license-renewals.service';
import { bodyOrQuery } from '../soi/soi.rest';
import * as service from './business-licenses.service';

const edit = ['organizations', 'edit'] as const;

export function businessLicensesRest(rest: Rest): void {
  rest.route({
    method: 'POST',
    url: '/api/business-license-renewals/generate',
    permission: edit,
    body: BusinessLicenseGenerate,
    handler: (ctx, { body }) => service.generate(ctx, body),
  });
  rest.route({
    method: 'POST',
    url: '/api/business-license-renewals/generate-other',
    permission: edit,
    body: BusinessLicenseGenerateOther,
    handler: (ctx, { body }) => service.generateOther(ctx, body),
  });
  rest.route({
    method: 'DELETE',
    url: '/api/business-license-renewals/remove',
    permission: edit,
    handler: (ctx, _input, { request }) => service.remove(ctx, BusinessLicenseRemove.parse(bodyOrQuery(request))),
  });
  rest.route({
    method: 'GET',
    url: '/api/organizations/:id/business-license-renewals',
    permission: ['organizations', 'read'],
    params: OrganizationIdInput,
    handler: (ctx, { params }) => service.listForOrganization(ctx, params.id),
  });
  // The screen's list: a bare array with x-total-count; ?format=csv downloads it.
  csvListRoute(rest, {
    url: '/api/business-license-renewals',
    permission: ['calendars', 'read'],
    query: BusinessLicenseListQuery,
    list: renewals.list,
    csv: renewals.csv,
  });
  rest.route({
    method: 'PUT',
    url: '/api/business-license-renewals/:id',
    permission: ['calendars', 'edit'],
    params: RecordIdInput,
    body: BusinessLicenseStatusUpdate,
    handler: (ctx, { params, body }) => renewals.update(ctx, { id: params.id, status: body.status }),
  });
}
