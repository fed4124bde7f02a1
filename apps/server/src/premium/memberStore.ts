import type { IdentityDatabase } from "../sessions/identityDatabase";

export interface Member {
  memberId: string;
  companyName: string;
  contactName: string;
  memberSince: number;
}

export interface MemberStore {
  find(memberId: string): Member | null;
  passwordHashOf(memberId: string): string | null;
  isEmpty(): boolean;
  insert(member: Member, passwordHash: string): void;
}

interface MemberRow {
  member_id: string;
  password_hash: string;
  company_name: string;
  contact_name: string;
  member_since: number;
}

export function createMemberStore(db: IdentityDatabase): MemberStore {
  const select = db.prepare<[string], MemberRow>("SELECT * FROM members WHERE member_id = ?");
  const count = db.prepare<[], { count: number }>("SELECT COUNT(*) AS count FROM members");
  const insert = db.prepare(
    "INSERT INTO members (member_id, password_hash, company_name, contact_name, member_since) VALUES (?, ?, ?, ?, ?)",
  );
  return {
    find(memberId) {
      const row = select.get(memberId);
      return row
        ? {
            memberId: row.member_id,
            companyName: row.company_name,
            contactName: row.contact_name,
            memberSince: row.member_since,
          }
        : null;
    },
    passwordHashOf: (memberId) => select.get(memberId)?.password_hash ?? null,
    isEmpty: () => (count.get()?.count ?? 0) === 0,
    insert(member, passwordHash) {
      insert.run(member.memberId, passwordHash, member.companyName, member.contactName, member.memberSince);
    },
  };
}
