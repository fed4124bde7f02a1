/**
 * A valid submission of the fields every lead form shares (a download form takes exactly these); a
 * contact form adds its confirmation and message with `contactSubmission`.
 */
export function leadSubmission(email = "sato@example.co.jp") {
  return {
    companyName: "株式会社北斗土木",
    lastName: "佐藤",
    firstName: "一郎",
    lastNameKana: "サトウ",
    firstNameKana: "イチロウ",
    email,
    phone: "0312345678",
    industry: "土木",
    employees: "21〜50名",
    consent: true,
  };
}

/** A contact form's submission, sent a minute after the form was shown (not the bot timing). */
export function contactSubmission(email: string, message: string) {
  return { ...leadSubmission(email), emailConfirm: email, message, startedAt: Date.now() - 60_000 };
}
