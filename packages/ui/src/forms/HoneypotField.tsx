import { HONEYPOT_FIELD } from "@genbagura/forms";
import type { Ref } from "react";
import { formMessages } from "./formMessages";

/**
 * A field people never see or reach (off screen, out of the tab order, hidden from screen readers);
 * bots that fill every input fill it, and the API then files the submission as spam.
 */
export function HoneypotField({ idPrefix, inputRef }: { idPrefix: string; inputRef: Ref<HTMLInputElement> }) {
  const id = `${idPrefix}-${HONEYPOT_FIELD}`;
  return (
    <div className="g-form-trap" aria-hidden="true">
      <label htmlFor={id}>{formMessages.honeypotLabel}</label>
      <input
        id={id}
        type="text"
        name={HONEYPOT_FIELD}
        tabIndex={-1}
        autoComplete="off"
        defaultValue=""
        ref={inputRef}
      />
    </div>
  );
}
