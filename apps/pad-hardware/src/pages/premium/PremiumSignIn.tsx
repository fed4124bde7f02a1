import { useNavigate, useSearchParams } from "@genbagura/routing";
import { SiteLink } from "@genbagura/ui";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { PremiumSignInText } from "../../../content/premium/premiumContentTypes";
import { type PremiumMember, premiumApi, signInFailureMessage } from "./premiumClient";

/**
 * The member sign-in of `/premium_price`. The page is prerendered, so the form renders first and a member
 * who is already signed in sees their links once the browser has asked `/api/premium/me`.
 */
export function PremiumSignIn({ text }: { text: PremiumSignInText }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [member, setMember] = useState<PremiumMember | null>(null);
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const statusRef = useRef<HTMLParagraphElement>(null);

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

  useEffect(() => {
    if (problem) statusRef.current?.focus();
  }, [problem]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const values = new FormData(event.currentTarget);
    setPending(true);
    setProblem(null);
    try {
      const { redirectTo } = await premiumApi.login({
        memberId: String(values.get("memberId") ?? ""),
        password: String(values.get("password") ?? ""),
        next: searchParams.get("next"),
      });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      setProblem(signInFailureMessage(error, text));
      setPending(false);
    }
  }

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

  const ids = {
    memberId: `${id}-member-id`,
    memberIdHelp: `${id}-member-id-help`,
    password: `${id}-password`,
    passwordHelp: `${id}-password-help`,
    status: `${id}-status`,
  };
  const describedBy = (help: string) => (problem ? `${help} ${ids.status}` : help);
  return (
    <form className="g-form" method="post" noValidate onSubmit={submit} aria-busy={pending}>
      <noscript>
        <p className="g-form__noscript">{text.noScript}</p>
      </noscript>
      <div className="g-form-field">
        <label className="g-form-field__label" htmlFor={ids.memberId}>
          {text.memberIdLabel}
        </label>
        <p className="g-form-field__help" id={ids.memberIdHelp}>
          {text.memberIdHelp}
        </p>
        <input
          className="g-form-field__input"
          id={ids.memberId}
          name="memberId"
          type="text"
          autoComplete="username"
          spellCheck={false}
          required
          aria-invalid={problem ? "true" : undefined}
          aria-describedby={describedBy(ids.memberIdHelp)}
        />
      </div>
      <div className="g-form-field">
        <label className="g-form-field__label" htmlFor={ids.password}>
          {text.passwordLabel}
        </label>
        <p className="g-form-field__help" id={ids.passwordHelp}>
          {text.passwordHelp}
        </p>
        <input
          className="g-form-field__input"
          id={ids.password}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={problem ? "true" : undefined}
          aria-describedby={describedBy(ids.passwordHelp)}
        />
      </div>
      <p className="g-form__status" id={ids.status} ref={statusRef} tabIndex={-1} role="alert">
        {problem}
      </p>
      <div className="g-form__actions">
        <button
          className="g-button g-button--primary g-button--large g-form__submit"
          type="submit"
          disabled={pending}
        >
          {pending ? text.submitting : text.submit}
        </button>
      </div>
    </form>
  );
}
