// Run by build.mjs: writes the freshly initialised PGlite cluster that new data directories start
// from (packages/db/src/connect.ts, CLUSTER_TEMPLATE), so initdb runs here once, not at a first
// start or a restore.
import { CLUSTER_TEMPLATE, makeClusterTemplate } from '@app/db';

await makeClusterTemplate(CLUSTER_TEMPLATE);
