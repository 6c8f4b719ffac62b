import type { Migration } from 'kysely/migration';
import * as platform from './2026-11-22T0000-platform';
import * as clients from './2026-11-22T0100-clients';
import * as organizations from './2026-11-22T0200-organizations';
import * as profileRecords from './2026-11-22T0210-profile-records';
import * as organizationServices from './2026-11-22T0220-organization-services';
import * as projects from './2026-11-22T0300-projects';
import * as compliance from './2026-11-22T0400-compliance';
import * as formsChat from './2026-11-22T0500-forms-chat';
import * as totpReplay from './2026-11-24T0000-totp-replay';
import * as projectRecurrence from './2026-11-24T1200-project-recurrence';
import * as submissionSecrets from './2026-11-24T1400-submission-secrets';
import * as searchWords from './2026-11-24T1500-search-words';
import * as deadlineListIndexes from './2026-11-25T1200-deadline-list-indexes';
import * as projectListDetails from './2026-11-25T1500-project-list-details';
import * as taxListOrderIndexes from './2026-11-25T1600-tax-list-order-indexes';
import * as taxListCounts from './2026-11-25T1720-tax-list-counts';
import * as projectListSummaries from './2026-11-25T1750-project-list-summaries';
import * as clientStatusCounts from './2026-11-25T1755-client-status-counts';
import * as sessionChangeNotify from './2026-11-25T1800-session-change-notify';
import * as soiEventCounts from './2026-11-25T1805-soi-event-counts';
import * as activeServiceCounts from './2026-11-25T1806-active-service-counts';
import * as pendingProjectsOrder from './2026-11-25T1807-pending-projects-order';
import * as dataChangeNotify from './2026-11-27T0900-data-change-notify';
import * as nameWordsByStatement from './2026-11-27T1100-name-words-by-statement';
import * as calendarFeedTokenHash from './2026-11-29T1100-calendar-feed-token-hash';
import * as dataVersions from './2026-11-29T1110-data-versions';
import * as organizationStatusCounts from './2026-11-29T2100-organization-status-counts';
import * as searchText from './2026-11-29T2300-search-text';
import * as createdWalkSearchText from './2026-11-30T0100-created-walk-search-text';
import * as soiMonthCoveringIndexes from './2026-11-30T0200-soi-month-covering-indexes';
import * as clientSortIndexes from './2026-12-06T0400-client-sort-indexes';
import * as clientNameWalk from './2026-12-06T0410-client-name-walk';
import * as trigramPendingLists from './2026-12-06T0500-trigram-pending-lists';
import * as nameWordsWithoutForeignKeys from './2026-12-06T0510-name-words-without-foreign-keys';
import * as payrollEvents from './2026-12-06T1800-payroll-events';
import * as payrollEventsCoveringIndex from './2026-12-07T0900-payroll-events-covering-index';
import * as clientViewJson from './2026-12-07T1500-client-view-json';
import * as organizationViewJson from './2026-12-07T1510-organization-view-json';
import * as searchPairs from './2026-12-07T2100-search-pairs';

// Explicit list, in order: no directory scanning, so bundling and tests see the same set.
export const migrations: Record<string, Migration> = {
  '2026-11-22T0000-platform': platform,
  '2026-11-22T0100-clients': clients,
  '2026-11-22T0200-organizations': organizations,
  '2026-11-22T0210-profile-records': profileRecords,
  '2026-11-22T0220-organization-services': organizationServices,
  '2026-11-22T0300-projects': projects,
  '2026-11-22T0400-compliance': compliance,
  '2026-11-22T0500-forms-chat': formsChat,
  '2026-11-24T0000-totp-replay': totpReplay,
  '2026-11-24T1200-project-recurrence': projectRecurrence,
  '2026-11-24T1400-submission-secrets': submissionSecrets,
  '2026-11-24T1500-search-words': searchWords,
  '2026-11-25T1200-deadline-list-indexes': deadlineListIndexes,
  '2026-11-25T1500-project-list-details': projectListDetails,
  '2026-11-25T1600-tax-list-order-indexes': taxListOrderIndexes,
  '2026-11-25T1720-tax-list-counts': taxListCounts,
  '2026-11-25T1750-project-list-summaries': projectListSummaries,
  '2026-11-25T1755-client-status-counts': clientStatusCounts,
  '2026-11-25T1800-session-change-notify': sessionChangeNotify,
  '2026-11-25T1805-soi-event-counts': soiEventCounts,
  '2026-11-25T1806-active-service-counts': activeServiceCounts,
  '2026-11-25T1807-pending-projects-order': pendingProjectsOrder,
  '2026-11-27T0900-data-change-notify': dataChangeNotify,
  '2026-11-27T1100-name-words-by-statement': nameWordsByStatement,
  '2026-11-29T1100-calendar-feed-token-hash': calendarFeedTokenHash,
  '2026-11-29T1110-data-versions': dataVersions,
  '2026-11-29T2100-organization-status-counts': organizationStatusCounts,
  '2026-11-29T2300-search-text': searchText,
  '2026-11-30T0100-created-walk-search-text': createdWalkSearchText,
  '2026-11-30T0200-soi-month-covering-indexes': soiMonthCoveringIndexes,
  '2026-12-06T0400-client-sort-indexes': clientSortIndexes,
  '2026-12-06T0410-client-name-walk': clientNameWalk,
  '2026-12-06T0500-trigram-pending-lists': trigramPendingLists,
  '2026-12-06T0510-name-words-without-foreign-keys': nameWordsWithoutForeignKeys,
  '2026-12-06T1800-payroll-events': payrollEvents,
  '2026-12-07T0900-payroll-events-covering-index': payrollEventsCoveringIndex,
  '2026-12-07T1500-client-view-json': clientViewJson,
  '2026-12-07T1510-organization-view-json': organizationViewJson,
  '2026-12-07T2100-search-pairs': searchPairs,
};
