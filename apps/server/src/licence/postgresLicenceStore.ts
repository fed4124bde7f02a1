import type { PostgresIdentityDatabase } from "../sessions/postgresIdentityDatabase";
import {
  type ActivationRow,
  activationInsert,
  activationOf,
  deregistrationOutcome,
  insertSql,
  type LicenceRow,
  type LicenceStore,
  licenceInsert,
  licenceOf,
} from "./licenceStore";

const dollar = (index: number) => `$${index + 1}`;
const insertLicence = insertSql(licenceInsert, dollar);
const insertActivation = insertSql(activationInsert, dollar);

/** Licences every origin shares: a PC freed through one origin is freed on all of them. */
export function createPostgresLicenceStore(db: PostgresIdentityDatabase): LicenceStore {
  return {
    async find(key) {
      const [row] = await db.query<LicenceRow>("SELECT * FROM licences WHERE licence_key = $1", [key]);
      return row ? licenceOf(row) : null;
    },
    async activeActivations(key) {
      const rows = await db.query<ActivationRow>(
        "SELECT * FROM activations WHERE licence_key = $1 AND deregistered_at IS NULL ORDER BY activated_at, id",
        [key],
      );
      return rows.map(activationOf);
    },
    deregister: (key, activationId, at) =>
      db.transaction(async (client) => {
        // The row lock orders two deregistrations of one PC: the second sees the first's result.
        const { rows } = await client.query<ActivationRow>(
          "SELECT * FROM activations WHERE id = $1 AND licence_key = $2 FOR UPDATE",
          [activationId, key],
        );
        const outcome = deregistrationOutcome(rows[0]);
        if (outcome === "deregistered") {
          await client.query("UPDATE activations SET deregistered_at = $1 WHERE id = $2", [at, activationId]);
        }
        return outcome;
      }),
    async isEmpty() {
      const rows = await db.query<{ present: boolean }>("SELECT EXISTS (SELECT 1 FROM licences) AS present");
      return !rows[0]?.present;
    },
    insertIfEmpty: (licences) =>
      db.transaction(async (client) => {
        // Origins seeding together queue here; the first fills the tables, the rest find them filled.
        await client.query("SELECT pg_advisory_xact_lock(hashtext('licences seed'))");
        const { rows } = await client.query<{ present: boolean }>(
          "SELECT EXISTS (SELECT 1 FROM licences) AS present",
        );
        if (rows[0]?.present) return false;
        for (const newLicence of licences) {
          await client.query(insertLicence, licenceInsert.values(newLicence));
          for (const activation of newLicence.activations) {
            await client.query(insertActivation, activationInsert.values(newLicence.licence.key, activation));
          }
        }
        return true;
      }),
  };
}
