// What each REST route answers (issue 26), one file per first path segment after /api: the `response`
// of the route (apps/api/src/rest/route.ts), from which the OpenAPI document describes the answer.
// Drafted from the answers the API tests received (OPENAPI_RECORD=<dir> keeps samples,
// apps/api/src/test/answer-check.ts), kept by hand since: every answer of every API test is
// validated against them, so a field added, renamed or made nullable fails a test until it is here.
// A record shape that several routes answer (a client, a project, ...) is named once, in
// party-records.answers.ts or work-records.answers.ts, and the routes' answers name it.
export * from './audit-log.answers.js';
export * from './backups.answers.js';
export * from './business-license-renewals.answers.js';
export * from './calendar-feed.answers.js';
export * from './calendars.answers.js';
export * from './chat.answers.js';
export * from './clients.answers.js';
export * from './estimated-tax-payments.answers.js';
export * from './estimated-taxes.answers.js';
export * from './form-1099.answers.js';
export * from './group-health-plans.answers.js';
export * from './group-health-sections.answers.js';
export * from './health.answers.js';
export * from './import.answers.js';
export * from './login.answers.js';
export * from './logins.answers.js';
export * from './logout.answers.js';
export * from './merchant-accounts.answers.js';
export * from './notifications.answers.js';
export * from './organizations.answers.js';
export * from './profile-records.answers.js';
export * from './payrolls.answers.js';
export * from './pc-sections.answers.js';
export * from './personal-tasks.answers.js';
export * from './profile.answers.js';
export * from './project-templates.answers.js';
export * from './projects.answers.js';
export * from './party-records.answers.js';
export * from './work-records.answers.js';
export * from './public-forms.answers.js';
export * from './referral-sources.answers.js';
export * from './register.answers.js';
export * from './reports.answers.js';
export * from './sales-tax-filings.answers.js';
export * from './sessions.answers.js';
export * from './soi-calendar.answers.js';
export * from './soi-events.answers.js';
export * from './submissions.answers.js';
export * from './tasks.answers.js';
export * from './upload-profile-picture.answers.js';
export * from './user.answers.js';
export * from './user-settings.answers.js';
export * from './users.answers.js';
