import { SiteLink } from "@genbagura/ui";
import { SignInForm } from "@genbagura/ui/components/SignInForm";
import { useEffect, useState } from "react";
import type { PremiumSignInText } from "../../../content/premium/premiumContentTypes";
import { type PremiumMember, premiumApi, signInFailureMessage } from "./premiumClient";

/**
 * The member sign-in of `/premium_price`. The page is prerendered, so the form renders first and a member
 * who is already signed in sees their links once the browser has asked `/api/premium/me`.
 */
export function PremiumSignIn({ text }: { text: PremiumSignInText }) {
  const [member, setMember] = useState<PremiumMember | null>(null);

  useEffect(() => {
    let current = true;
    premiumApi.me().then(
      (signedIn) => current && setMember(signedIn),
      // Unknown is the same as signed out here: the form stays.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);

  async function signOut() {
    await premiumApi.logout().catch(() => undefined);
    setMember(null);
  }

  if (member) {
    return (
      <div className="g-notice g-notice--info">
        <p className="g-notice__body">
          {text.signedInAs
            .replace("{companyName}", member.companyName)
            .replace("{contactName}", member.contactName)}
        </p>
        <ul>
          {text.memberLinks.map((link) => (
            <li key={link.href}>
              <SiteLink href={link.href}>{link.label}</SiteLink>
            </li>
          ))}
        </ul>
        <button className="g-button g-button--secondary" type="button" onClick={signOut}>
          {text.signOut}
        </button>
      </div>
    );
  }

  return (
    <SignInForm<"memberId" | "password">
      fields={[
        {
          name: "memberId",
          label: text.memberIdLabel,
          help: text.memberIdHelp,
          type: "text",
          autoComplete: "username",
        },
        {
          name: "password",
          label: text.passwordLabel,
          help: text.passwordHelp,
          type: "password",
          autoComplete: "current-password",
        },
      ]}
      text={text}
      // The API never says which of the two was wrong, so a failure marks both.
      formErrorMarksFields
      signIn={(values, next) => premiumApi.login({ ...values, next })}
      failure={(error) => ({ message: signInFailureMessage(error, text) })}
    />
  );
}
