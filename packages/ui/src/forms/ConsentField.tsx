import { FieldErrorText, RequirementMark } from "./FieldParts";
import { describedBy, errorMessage, fieldIds } from "./fieldIds";
import { useFormKit } from "./formKit";
import { CONSENT_FIELD } from "./formLayout";
import { formMessages } from "./formMessages";

export const PRIVACY_POLICY_PATH = "/privacy";

/** Consent to the privacy policy: unticked until the visitor ticks it. */
export function ConsentField({ idPrefix }: { idPrefix: string }) {
  const { register, errors } = useFormKit();
  const ids = fieldIds(idPrefix, CONSENT_FIELD);
  const error = errorMessage(errors[CONSENT_FIELD]);
  return (
    <div className="g-form-consent">
      {/* One text of the form kit on every form: the copy measure counts it once (data-source). */}
      <p className="g-form-field__help" id={ids.help} data-source="forms.consentHelp">
        {/* A new tab, so reading the policy never loses what the visitor has typed. */}
        <a href={PRIVACY_POLICY_PATH} target="_blank" rel="noopener">
          {formMessages.privacyLinkText}
        </a>
        {formMessages.consentHelp}
      </p>
      <div className="g-form-consent__check">
        <input
          className="g-form-consent__input"
          type="checkbox"
          id={ids.control}
          required
          aria-invalid={error ? "true" : undefined}
          aria-describedby={describedBy(ids, true, error)}
          {...register(CONSENT_FIELD)}
        />
        <label className="g-form-consent__label" htmlFor={ids.control}>
          {formMessages.consentLabel}
          <RequirementMark required />
        </label>
      </div>
      <FieldErrorText id={ids.error} message={error} />
    </div>
  );
}
