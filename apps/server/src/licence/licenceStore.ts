import type { IdentityDatabase } from "../sessions/identityDatabase";

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

export type DeregistrationOutcome = "deregistered" | "already_deregistered" | "unknown_activation";

export interface LicenceStore {
  find(key: string): Licence | null;
  /** Activations still holding a seat, oldest first. */
  activeActivations(key: string): Activation[];
  /** Idempotent: deregistering twice answers `already_deregistered` and changes nothing. */
  deregister(key: string, activationId: string, at: number): DeregistrationOutcome;
  isEmpty(): boolean;
  insert(licence: Licence, activations: readonly NewActivation[]): void;
}

interface LicenceRow {
  licence_key: string;
  product_name: string;
  holder_name: string;
  holder_email: string;
  max_activations: number;
}

interface ActivationRow {
  id: string;
  pc_name: string;
  activated_at: number;
  last_seen_at: number;
  deregistered_at: number | null;
}

export function createLicenceStore(db: IdentityDatabase): LicenceStore {
  const selectLicence = db.prepare<[string], LicenceRow>("SELECT * FROM licences WHERE licence_key = ?");
  const selectActive = db.prepare<[string], ActivationRow>(
    "SELECT * FROM activations WHERE licence_key = ? AND deregistered_at IS NULL ORDER BY activated_at, id",
  );
  const selectActivation = db.prepare<[string, string], ActivationRow>(
    "SELECT * FROM activations WHERE id = ? AND licence_key = ?",
  );
  const markDeregistered = db.prepare(
    "UPDATE activations SET deregistered_at = ? WHERE id = ? AND deregistered_at IS NULL",
  );
  const countLicences = db.prepare<[], { count: number }>("SELECT COUNT(*) AS count FROM licences");
  const insertLicence = db.prepare(
    `INSERT INTO licences (licence_key, product_name, holder_name, holder_email, max_activations)
     VALUES (?, ?, ?, ?, ?)`,
  );
  const insertActivation = db.prepare(
    `INSERT INTO activations (id, licence_key, pc_name, activated_at, last_seen_at, deregistered_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
  );

  const deregister = db.transaction(
    (key: string, activationId: string, at: number): DeregistrationOutcome => {
      const row = selectActivation.get(activationId, key);
      if (!row) return "unknown_activation";
      if (row.deregistered_at !== null) return "already_deregistered";
      markDeregistered.run(at, activationId);
      return "deregistered";
    },
  );

  return {
    find(key) {
      const row = selectLicence.get(key);
      if (!row) return null;
      return {
        key: row.licence_key,
        productName: row.product_name,
        holderName: row.holder_name,
        holderEmail: row.holder_email,
        maxActivations: row.max_activations,
      };
    },
    activeActivations(key) {
      return selectActive.all(key).map((row) => ({
        id: row.id,
        pcName: row.pc_name,
        activatedAt: row.activated_at,
        lastSeenAt: row.last_seen_at,
      }));
    },
    deregister: (key, activationId, at) => deregister.immediate(key, activationId, at),
    isEmpty: () => (countLicences.get()?.count ?? 0) === 0,
    insert: db.transaction((licence: Licence, activations: readonly NewActivation[]) => {
      insertLicence.run(
        licence.key,
        licence.productName,
        licence.holderName,
        licence.holderEmail,
        licence.maxActivations,
      );
      for (const activation of activations) {
        insertActivation.run(
          activation.id,
          licence.key,
          activation.pcName,
          activation.activatedAt,
          activation.lastSeenAt,
          activation.deregisteredAt ?? null,
        );
      }
    }),
  };
}
