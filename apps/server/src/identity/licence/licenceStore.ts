import { type Kysely, sql } from "kysely";
import type { StoreDatabases } from "../../platform/storage/database/storeDatabases";
import type { IdentityTables } from "../../platform/storage/database/tables";

export interface Licence {
  key: string;
  productName: string;
  holderName: string;
  holderEmail: string;
  maxActivations: number;
}

export interface Activation {
  id: string;
  pcName: string;
  activatedAt: number;
  lastSeenAt: number;
}

export type NewActivation = Activation & { deregisteredAt?: number };

export interface NewLicence {
  licence: Licence;
  activations: readonly NewActivation[];
}

export type DeregistrationOutcome = "deregistered" | "already_deregistered" | "unknown_activation";

/**
 * Licences and their activated PCs: in `members.sqlite` for one origin, in PostgreSQL for several (a PC
 * freed through one origin is freed on all); `testing/licenceStoreContract.ts` tests both.
 */
export interface LicenceStore {
  find(key: string): Promise<Licence | null>;
  /** Activations still holding a seat, oldest first. */
  activeActivations(key: string): Promise<Activation[]>;
  /** Idempotent: deregistering twice answers `already_deregistered` and changes nothing. */
  deregister(key: string, activationId: string, at: number): Promise<DeregistrationOutcome>;
  isEmpty(): Promise<boolean>;
  /**
   * Stores `licences` with their activations only if there are no licences yet, in one step: of several
   * origins seeding at once, one fills the tables and the others change nothing. Whether this call did.
   */
  insertIfEmpty(licences: readonly NewLicence[]): Promise<boolean>;
}

async function anyLicence(db: Kysely<IdentityTables>): Promise<boolean> {
  return (await db.selectFrom("licences").select("licence_key").limit(1).executeTakeFirst()) !== undefined;
}

/** Licences in the identity database. */
export function createLicenceStore(databases: StoreDatabases): LicenceStore {
  const identity = () => databases.database("members");
  const postgres = databases.dialect === "postgres";
  return {
    async find(key) {
      const row = await (await identity())
        .selectFrom("licences")
        .selectAll()
        .where("licence_key", "=", key)
        .executeTakeFirst();
      return row
        ? {
            key: row.licence_key,
            productName: row.product_name,
            holderName: row.holder_name,
            holderEmail: row.holder_email,
            maxActivations: row.max_activations,
          }
        : null;
    },
    async activeActivations(key) {
      const rows = await (await identity())
        .selectFrom("activations")
        .select(["id", "pc_name", "activated_at", "last_seen_at"])
        .where("licence_key", "=", key)
        .where("deregistered_at", "is", null)
        .orderBy("activated_at")
        .orderBy("id")
        .execute();
      return rows.map((row) => ({
        id: row.id,
        pcName: row.pc_name,
        activatedAt: row.activated_at,
        lastSeenAt: row.last_seen_at,
      }));
    },
    deregister: async (key, activationId, at) =>
      (await identity()).transaction().execute(async (trx) => {
        // Two deregistrations of one PC take turns (SQLite: the IMMEDIATE transaction; PostgreSQL: the
        // row lock), so the second sees the first's result.
        const row = await trx
          .selectFrom("activations")
          .select("deregistered_at")
          .where("id", "=", activationId)
          .where("licence_key", "=", key)
          .$if(postgres, (query) => query.forUpdate())
          .executeTakeFirst();
        if (!row) return "unknown_activation";
        if (row.deregistered_at !== null) return "already_deregistered";
        await trx
          .updateTable("activations")
          .set({ deregistered_at: at })
          .where("id", "=", activationId)
          .execute();
        return "deregistered";
      }),
    isEmpty: async () => !(await anyLicence(await identity())),
    insertIfEmpty: async (licences) =>
      (await identity()).transaction().execute(async (trx) => {
        // Origins seeding together queue here; the first fills the tables, the rest find them filled.
        if (postgres) await sql`SELECT pg_advisory_xact_lock(hashtext('licences seed'))`.execute(trx);
        if (await anyLicence(trx)) return false;
        for (const { licence, activations } of licences) {
          await trx
            .insertInto("licences")
            .values({
              licence_key: licence.key,
              product_name: licence.productName,
              holder_name: licence.holderName,
              holder_email: licence.holderEmail,
              max_activations: licence.maxActivations,
            })
            .execute();
          for (const activation of activations) {
            await trx
              .insertInto("activations")
              .values({
                id: activation.id,
                licence_key: licence.key,
                pc_name: activation.pcName,
                activated_at: activation.activatedAt,
                last_seen_at: activation.lastSeenAt,
                deregistered_at: activation.deregisteredAt ?? null,
              })
              .execute();
          }
        }
        return true;
      }),
  };
}
