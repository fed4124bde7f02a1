import { FORMS_API_PATH, type FormDefinition, thanksPathFor } from "@genbagura/forms/defineForm";
import type { FieldErrors } from "@genbagura/forms/validateSubmission";
import { type HttpClient, HttpError, HttpNetworkError, HttpTimeoutError } from "@genbagura/http-client";
import { formMessages } from "./formMessages";

export type FailureReason = "offline" | "timeout" | "forbidden" | "rejected";

export type SubmitOutcome =
  | { kind: "accepted"; thanksPath: string }
  /** The API's per-field Japanese messages (422). */
  | { kind: "invalid"; fieldErrors: FieldErrors }
  /** Nothing was stored (or the visitor cannot know): the form keeps its input and offers a retry. */
  | { kind: "failed"; reason: FailureReason; message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFieldErrors(value: unknown): value is FieldErrors {
  return isRecord(value) && Object.values(value).every((message) => typeof message === "string");
}

/** Only a path on this site: the answer decides where the browser goes, so it must never leave the site. */
function isSitePath(value: unknown): value is string {
  return typeof value === "string" && /^\/(?![/\\])/u.test(value);
}

/** A Japanese message from the API (`{ error }`), or the kit's own when the answer has none. */
function rejectionMessage(error: HttpError): string {
  const apiMessage = isRecord(error.data) ? error.data.error : undefined;
  return typeof apiMessage === "string" && /[ぁ-んァ-ヶ一-龠]/u.test(apiMessage)
    ? apiMessage
    : formMessages.rejected;
}

/**
 * Posts one submission. The caller keeps `idempotencyKey` for as long as the visitor retries the same
 * submission, so a request that reached the API before the connection dropped is stored only once.
 */
export async function submitLead(
  client: HttpClient,
  form: FormDefinition,
  body: Readonly<Record<string, unknown>>,
  idempotencyKey: string,
): Promise<SubmitOutcome> {
  try {
    const response = await client.post(`${FORMS_API_PATH}/${form.id}`, body, { idempotencyKey });
    const answered = isRecord(response.data) ? response.data.thanksPath : undefined;
    const thanksPath = isSitePath(answered) ? answered : (thanksPathFor(form, body) ?? form.thanksPath);
    return { kind: "accepted", thanksPath };
  } catch (error) {
    if (error instanceof HttpError) {
      const fieldErrors = isRecord(error.data) ? error.data.fieldErrors : undefined;
      if (error.status === 422 && isFieldErrors(fieldErrors)) return { kind: "invalid", fieldErrors };
      // The API's words for a refused origin cannot name the site's address; the kit's own can.
      if (error.status === 403)
        return { kind: "failed", reason: "forbidden", message: formMessages.forbiddenOrigin };
      return { kind: "failed", reason: "rejected", message: rejectionMessage(error) };
    }
    if (error instanceof HttpTimeoutError) {
      return { kind: "failed", reason: "timeout", message: formMessages.timeout };
    }
    if (error instanceof HttpNetworkError) {
      return { kind: "failed", reason: "offline", message: formMessages.offline };
    }
    throw error;
  }
}
