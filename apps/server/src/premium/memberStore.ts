export interface Member {
  memberId: string;
  companyName: string;
  contactName: string;
  memberSince: number;
}

export interface NewMember {
  member: Member;
  passwordHash: string;
}

/**
 * Premium members: SQLite for one origin (`sqliteMemberStore.ts`), PostgreSQL for several
 * (`postgresMemberStore.ts`); `testing/memberStoreContract.ts` tests both.
 */
export interface MemberStore {
  find(memberId: string): Promise<Member | null>;
  passwordHashOf(memberId: string): Promise<string | null>;
  isEmpty(): Promise<boolean>;
  /**
   * Stores `members` only if there are none yet, in one step: of several origins seeding at once, one
   * fills the table and the others change nothing. Whether this call stored them.
   */
  insertIfEmpty(members: readonly NewMember[]): Promise<boolean>;
}

/** The row both stores read. */
export interface MemberRow {
  member_id: string;
  password_hash: string;
  company_name: string;
  contact_name: string;
  member_since: number | string;
}

export function memberOf(row: MemberRow): Member {
  return {
    memberId: row.member_id,
    companyName: row.company_name,
    contactName: row.contact_name,
    // PostgreSQL's BIGINT arrives as a string; milliseconds since the epoch fit a double exactly.
    memberSince: Number(row.member_since),
  };
}
