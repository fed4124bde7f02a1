import { SignInForm } from "@genbagura/ui/components/SignInForm";
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

/** Licence key + registered e-mail against `/api/licence/login`; on success, on to `next` (checked by the API). */
export function LicenceLoginForm({ text }: { text: LicenceLoginContent["form"] }) {
  return (
    <SignInForm<LoginField>
      fields={[
        { name: "licenceKey", label: text.keyLabel, help: text.keyHelp, type: "text", autoComplete: "off" },
        { name: "email", label: text.emailLabel, help: text.emailHelp, type: "email", autoComplete: "email" },
      ]}
      text={text}
      // A message without a field is about the attempt (too many, a server error), not what was typed.
      formErrorMarksFields={false}
      signIn={(values, next) => licenceApi.login({ ...values, next })}
      failure={(error) => {
        const failure = licenceFailure(error, { fallbackMessage: text.fallbackError });
        if ("navigateTo" in failure) return failure;
        const field = fieldOfError[failure.code ?? ""];
        return field ? { message: failure.message, field } : { message: failure.message };
      }}
    />
  );
}
