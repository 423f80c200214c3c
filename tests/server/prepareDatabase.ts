import { defaultMigrationsFolder } from '../../src/server/db/openDatabase';
import { preparePgliteTemplate } from '../../src/server/db/pgliteTemplate';

// Before the server suite's workers start: the empty migrated database each worker's database is loaded from (made
// once for these migrations, then kept), instead of every worker running initdb and the migrations itself.
export default async function prepareDatabase() {
  await preparePgliteTemplate(defaultMigrationsFolder());
}
