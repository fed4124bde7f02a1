import type { IdentityDatabase } from "../sessions/identityDatabase";
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
  type NewLicence,
} from "./licenceStore";

export function createSqliteLicenceStore(db: IdentityDatabase): LicenceStore {
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
  const insertLicence = db.prepare(insertSql(licenceInsert, () => "?"));
  const insertActivation = db.prepare(insertSql(activationInsert, () => "?"));
  const isEmpty = () => (countLicences.get()?.count ?? 0) === 0;

  const deregister = db.transaction((key: string, activationId: string, at: number) => {
    const outcome = deregistrationOutcome(selectActivation.get(activationId, key));
    if (outcome === "deregistered") markDeregistered.run(at, activationId);
    return outcome;
  });

  const insertIfEmpty = db.transaction((licences: readonly NewLicence[]) => {
    if (!isEmpty()) return false;
    for (const newLicence of licences) {
      insertLicence.run(...licenceInsert.values(newLicence));
      for (const activation of newLicence.activations) {
        insertActivation.run(...activationInsert.values(newLicence.licence.key, activation));
      }
    }
    return true;
  });

  return {
    async find(key) {
      const row = selectLicence.get(key);
      return row ? licenceOf(row) : null;
    },
    activeActivations: async (key) => selectActive.all(key).map(activationOf),
    deregister: async (key, activationId, at) => deregister.immediate(key, activationId, at),
    isEmpty: async () => isEmpty(),
    insertIfEmpty: async (licences) => insertIfEmpty.immediate(licences),
  };
}
