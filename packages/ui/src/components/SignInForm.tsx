import { useNavigate, useSearchParams } from "@genbagura/routing";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";

/** One input of a sign-in form. */
export interface SignInField<Name extends string> {
  name: Name;
  label: string;
  help: string;
  type: "text" | "email" | "password";
  autoComplete: string;
}

export interface SignInFormText {
  noScript: string;
  submit: string;
  submitting: string;
}

/**
 * What a failed sign-in shows: a message next to the field it is about, or, without a field, in the
 * form's status line; or another page to go to (a network failure page).
 */
export type SignInFailure<Name extends string> = { message: string; field?: Name } | { navigateTo: string };

export interface SignInFormProps<Name extends string> {
  fields: readonly SignInField<Name>[];
  text: SignInFormText;
  /**
   * Whether a message without a field marks every field invalid: true where the API will not say which
   * field is wrong (a member ID with a wrong password), false where such a message is about the
   * attempt itself (too many attempts, a server error).
   */
  formErrorMarksFields: boolean;
  /** Posts the values and the page to return to (`?next=`); resolves with where the API sends the visitor. */
  signIn: (values: Readonly<Record<Name, string>>, next: string | null) => Promise<{ redirectTo: string }>;
  failure: (error: unknown) => SignInFailure<Name>;
}

/**
 * The site's sign-in forms (licence key + e-mail, member ID + password): the fields, the API call and
 * where a failure is shown are data; the form, its announcements and focus handling are this component.
 */
export function SignInForm<Name extends string>({
  fields,
  text,
  formErrorMarksFields,
  signIn,
  failure,
}: SignInFormProps<Name>) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<{ message: string; field?: Name } | null>(null);
  const id = useId();
  const controls = useRef(new Map<Name, HTMLInputElement>());
  const statusRef = useRef<HTMLParagraphElement>(null);
  const statusId = `${id}-status`;

  // Focus follows the error, so keyboard and screen-reader users land on what to fix.
  useEffect(() => {
    if (!problem) return;
    const target = problem.field === undefined ? statusRef.current : controls.current.get(problem.field);
    target?.focus();
  }, [problem]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const form = new FormData(event.currentTarget);
    const values = Object.fromEntries(
      fields.map(({ name }) => [name, String(form.get(name) ?? "")]),
    ) as Record<Name, string>;
    setPending(true);
    setProblem(null);
    try {
      const { redirectTo } = await signIn(values, searchParams.get("next"));
      navigate(redirectTo, { replace: true });
    } catch (error) {
      const outcome = failure(error);
      if ("navigateTo" in outcome) {
        navigate(outcome.navigateTo);
        return;
      }
      setProblem(outcome);
      setPending(false);
    }
  }

  const formError = problem !== null && problem.field === undefined;
  return (
    <form className="g-form" method="post" noValidate onSubmit={submit} aria-busy={pending}>
      <noscript>
        <p className="g-form__noscript">{text.noScript}</p>
      </noscript>
      {fields.map((field) => {
        const ids = {
          control: `${id}-${field.name}`,
          help: `${id}-${field.name}-help`,
          error: `${id}-${field.name}-error`,
        };
        const error = problem?.field === field.name ? problem.message : undefined;
        const markedByForm = formError && formErrorMarksFields;
        const describedBy = [ids.help, error ? ids.error : null, markedByForm ? statusId : null];
        return (
          <div className="g-form-field" key={field.name}>
            <label className="g-form-field__label" htmlFor={ids.control}>
              {field.label}
            </label>
            <p className="g-form-field__help" id={ids.help}>
              {field.help}
            </p>
            <input
              ref={(element) => {
                if (element) controls.current.set(field.name, element);
                else controls.current.delete(field.name);
              }}
              className="g-form-field__input"
              id={ids.control}
              name={field.name}
              type={field.type}
              autoComplete={field.autoComplete}
              // Keys, IDs and addresses are not words; a password field is never checked anyway.
              spellCheck={field.type === "password" ? undefined : false}
              required
              aria-invalid={error || markedByForm ? "true" : undefined}
              aria-describedby={describedBy.filter(Boolean).join(" ")}
            />
            {error ? (
              <p className="g-form-field__error" id={ids.error}>
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      <p className="g-form__status" id={statusId} ref={statusRef} tabIndex={-1} role="alert">
        {formError ? problem.message : null}
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
