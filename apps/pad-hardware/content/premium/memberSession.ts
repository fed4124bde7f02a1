import type { MemberSessionText } from "./premiumContentTypes";

export const memberSessionText: MemberSessionText = {
  signedIn: "プレミアム会員としてサインインしています。",
  signOut: "サインアウトする",
};
