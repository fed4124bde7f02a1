import { sql } from "kysely";
import type { StoreDatabases } from "../../platform/storage/database/storeDatabases";

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
 * Premium members: in `members.sqlite` for one origin, in PostgreSQL for several;
 * `testing/memberStoreContract.ts` tests both.
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

/** Members in the identity database. */
export function createMemberStore(databases: StoreDatabases): MemberStore {
  const identity = () => databases.database("members");
  const select = async (memberId: string) =>
    (await identity()).selectFrom("members").selectAll().where("member_id", "=", memberId).executeTakeFirst();
  const anyMember = async (db: Awaited<ReturnType<typeof identity>>) =>
    (await db.selectFrom("members").select("member_id").limit(1).executeTakeFirst()) !== undefined;
  return {
    async find(memberId) {
      const row = await select(memberId);
      return row
        ? {
            memberId: row.member_id,
            companyName: row.company_name,
            contactName: row.contact_name,
            memberSince: row.member_since,
          }
        : null;
    },
    passwordHashOf: async (memberId) => (await select(memberId))?.password_hash ?? null,
    isEmpty: async () => !(await anyMember(await identity())),
    insertIfEmpty: async (members) =>
      (await identity()).transaction().execute(async (trx) => {
        // Origins seeding together queue here (SQLite: the IMMEDIATE transaction); the first fills the
        // table, the rest find it filled.
        if (databases.dialect === "postgres") {
          await sql`SELECT pg_advisory_xact_lock(hashtext('members seed'))`.execute(trx);
        }
        if (await anyMember(trx)) return false;
        for (const { member, passwordHash } of members) {
          await trx
            .insertInto("members")
            .values({
              member_id: member.memberId,
              password_hash: passwordHash,
              company_name: member.companyName,
              contact_name: member.contactName,
              member_since: member.memberSince,
            })
            .execute();
        }
        return true;
      }),
  };
}
