import { useNavigate, useSearchParams } from "@genbagura/routing";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import type { LicenceLoginContent } from "../../../content/licence/licenceContentTypes";
import { licenceApi } from "./licenceClient";
import { licenceFailure } from "./licenceFailure";

type LoginField = "licenceKey" | "email";

/** Which field an API error code is about, so the message sits next to it. */
const fieldOfError: Readonly<Record<string, LoginField>> = {
  invalid_format: "licenceKey",
  invalid_checksum: "licenceKey",
  unknown_licence: "licenceKey",
  email_mismatch: "email",
};

interface Problem {
  field: LoginField | null;
  message: string;
}

/** Licence key + registered e-mail against `/api/licence/login`; on success, on to `next` (checked by the API). */
export function LicenceLoginForm({ text }: { text: LicenceLoginContent["form"] }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const id = useId();
  const keyRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const statusRef = useRef<HTMLParagraphElement>(null);
  const controlRefs = { licenceKey: keyRef, email: emailRef };

  // Focus follows the error, so keyboard and screen-reader users land on what to fix.
  useEffect(() => {
    if (!problem) return;
    const target = problem.field === "email" ? emailRef : problem.field === "licenceKey" ? keyRef : statusRef;
    target.current?.focus();
  }, [problem]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const values = new FormData(event.currentTarget);
    setPending(true);
    setProblem(null);
    try {
      const { redirectTo } = await licenceApi.login({
        licenceKey: String(values.get("licenceKey") ?? ""),
        email: String(values.get("email") ?? ""),
        next: searchParams.get("next"),
      });
      navigate(redirectTo, { replace: true });
    } catch (error) {
      const failure = licenceFailure(error, { fallbackMessage: text.fallbackError });
      if ("navigateTo" in failure) {
        navigate(failure.navigateTo);
        return;
      }
      setProblem({ field: fieldOfError[failure.code ?? ""] ?? null, message: failure.message });
      setPending(false);
    }
  }

  const field = (
    name: LoginField,
    label: string,
    help: string,
    input: { type: string; autoComplete: string },
  ) => {
    const error = problem?.field === name ? problem.message : undefined;
    const ids = { control: `${id}-${name}`, help: `${id}-${name}-help`, error: `${id}-${name}-error` };
    return (
      <div className="g-form-field">
        <label className="g-form-field__label" htmlFor={ids.control}>
          {label}
        </label>
        <p className="g-form-field__help" id={ids.help}>
          {help}
        </p>
        <input
          ref={controlRefs[name]}
          className="g-form-field__input"
          id={ids.control}
          name={name}
          type={input.type}
          autoComplete={input.autoComplete}
          spellCheck={false}
          required
          aria-invalid={error ? "true" : undefined}
          aria-describedby={error ? `${ids.help} ${ids.error}` : ids.help}
        />
        {error ? (
          <p className="g-form-field__error" id={ids.error}>
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form className="g-form" method="post" noValidate onSubmit={submit} aria-busy={pending}>
      <noscript>
        <p className="g-form__noscript">{text.noScript}</p>
      </noscript>
      {field("licenceKey", text.keyLabel, text.keyHelp, { type: "text", autoComplete: "off" })}
      {field("email", text.emailLabel, text.emailHelp, { type: "email", autoComplete: "email" })}
      <p className="g-form__status" ref={statusRef} tabIndex={-1} role="alert">
        {problem && problem.field === null ? problem.message : null}
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
