import type { PostgresIdentityDatabase } from "../sessions/postgresIdentityDatabase";
import { type MemberRow, type MemberStore, memberOf } from "./memberStore";

export function createPostgresMemberStore(db: PostgresIdentityDatabase): MemberStore {
  const select = async (memberId: string) =>
    (await db.query<MemberRow>("SELECT * FROM members WHERE member_id = $1", [memberId]))[0];
  return {
    async find(memberId) {
      const row = await select(memberId);
      return row ? memberOf(row) : null;
    },
    passwordHashOf: async (memberId) => (await select(memberId))?.password_hash ?? null,
    async isEmpty() {
      const rows = await db.query<{ present: boolean }>("SELECT EXISTS (SELECT 1 FROM members) AS present");
      return !rows[0]?.present;
    },
    insertIfEmpty: (members) =>
      db.transaction(async (client) => {
        // Origins seeding together queue here; the first fills the table, the rest find it filled.
        await client.query("SELECT pg_advisory_xact_lock(hashtext('members seed'))");
        const { rows } = await client.query<{ present: boolean }>(
          "SELECT EXISTS (SELECT 1 FROM members) AS present",
        );
        if (rows[0]?.present) return false;
        for (const { member, passwordHash } of members) {
          await client.query(
            `INSERT INTO members (member_id, password_hash, company_name, contact_name, member_since)
             VALUES ($1, $2, $3, $4, $5)`,
            [member.memberId, passwordHash, member.companyName, member.contactName, member.memberSince],
          );
        }
        return true;
      }),
  };
}
