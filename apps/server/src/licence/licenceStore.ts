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
 * Licences and their activated PCs: SQLite for one origin (`sqliteLicenceStore.ts`), PostgreSQL for
 * several (`postgresLicenceStore.ts`); `testing/licenceStoreContract.ts` tests both.
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

/** The rows both stores read (PostgreSQL's BIGINT arrives as a string). */
export interface LicenceRow {
  licence_key: string;
  product_name: string;
  holder_name: string;
  holder_email: string;
  max_activations: number;
}

export interface ActivationRow {
  id: string;
  pc_name: string;
  activated_at: number | string;
  last_seen_at: number | string;
  deregistered_at: number | string | null;
}

export function licenceOf(row: LicenceRow): Licence {
  return {
    key: row.licence_key,
    productName: row.product_name,
    holderName: row.holder_name,
    holderEmail: row.holder_email,
    maxActivations: row.max_activations,
  };
}

export function activationOf(row: ActivationRow): Activation {
  return {
    id: row.id,
    pcName: row.pc_name,
    activatedAt: Number(row.activated_at),
    lastSeenAt: Number(row.last_seen_at),
  };
}

/** The outcome of a deregistration, given the activation as it was read under the transaction's lock. */
export function deregistrationOutcome(row: ActivationRow | undefined): DeregistrationOutcome {
  if (!row) return "unknown_activation";
  return row.deregistered_at === null ? "deregistered" : "already_deregistered";
}

/**
 * The seed's two INSERTs as column lists and the values in their order, so both dialects insert the
 * same columns; each writes only its placeholders (`?` or `$n`).
 */
export const licenceInsert = {
  table: "licences",
  columns: ["licence_key", "product_name", "holder_name", "holder_email", "max_activations"],
  values: ({ licence }: NewLicence) => [
    licence.key,
    licence.productName,
    licence.holderName,
    licence.holderEmail,
    licence.maxActivations,
  ],
} as const;

export const activationInsert = {
  table: "activations",
  columns: ["id", "licence_key", "pc_name", "activated_at", "last_seen_at", "deregistered_at"],
  values: (key: string, activation: NewActivation) => [
    activation.id,
    key,
    activation.pcName,
    activation.activatedAt,
    activation.lastSeenAt,
    activation.deregisteredAt ?? null,
  ],
} as const;

/** `INSERT INTO <table> (<columns>) VALUES (<placeholders>)` with the dialect's placeholder for column n. */
export function insertSql(
  insert: { table: string; columns: readonly string[] },
  placeholder: (index: number) => string,
): string {
  return `INSERT INTO ${insert.table} (${insert.columns.join(", ")}) VALUES (${insert.columns.map((_, index) => placeholder(index)).join(", ")})`;
}
