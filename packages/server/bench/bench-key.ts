import { createDatabase } from "../src/db/database";
import { systemClock } from "../src/lib/clock";
import { create as createOperatorKey } from "../src/modules/api-keys/operator";
import { migrations } from "../src/modules/index";

/**
 * Runs the real migrations in `dataDir` and creates an `unlimited`-tier admin key (no rate
 * limit) for `companyId` with the operator's key function, as `vigil keys create` does.
 * Answers the key's full value.
 */
export async function createBenchKey(dataDir: string, companyId: string): Promise<string> {
  const database = createDatabase({ dataDir });
  try {
    await database.migrate(migrations);
    const { key } = await createOperatorKey(
      { database, clock: systemClock },
      { companyId, name: "bench", tier: "unlimited" },
    );
    return key;
  } finally {
    await database.close();
  }
}
