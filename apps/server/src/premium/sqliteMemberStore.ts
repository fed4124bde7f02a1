import type { IdentityDatabase } from "../sessions/identityDatabase";
import { type MemberRow, type MemberStore, memberOf, type NewMember } from "./memberStore";

export function createSqliteMemberStore(db: IdentityDatabase): MemberStore {
  const select = db.prepare<[string], MemberRow>("SELECT * FROM members WHERE member_id = ?");
  const count = db.prepare<[], { count: number }>("SELECT COUNT(*) AS count FROM members");
  const insert = db.prepare(
    "INSERT INTO members (member_id, password_hash, company_name, contact_name, member_since) VALUES (?, ?, ?, ?, ?)",
  );
  const isEmpty = () => (count.get()?.count ?? 0) === 0;
  const insertIfEmpty = db.transaction((members: readonly NewMember[]) => {
    if (!isEmpty()) return false;
    for (const { member, passwordHash } of members) {
      insert.run(member.memberId, passwordHash, member.companyName, member.contactName, member.memberSince);
    }
    return true;
  });
  return {
    async find(memberId) {
      const row = select.get(memberId);
      return row ? memberOf(row) : null;
    },
    passwordHashOf: async (memberId) => select.get(memberId)?.password_hash ?? null,
    isEmpty: async () => isEmpty(),
    insertIfEmpty: async (members) => insertIfEmpty.immediate(members),
  };
}
