import { useEffect, useId, useRef } from "react";
import { formMessages } from "./formMessages";

export interface FailureNoticeProps {
  message: string;
  onRetry: () => void;
  retryDisabled: boolean;
}

/** Shown when a submission did not go through: what happened, that the input is kept, and a retry. */
export function FailureNotice({ message, onRetry, retryDisabled }: FailureNoticeProps) {
  const headingId = useId();
  const textId = useId();
  const noticeRef = useRef<HTMLElement>(null);
  // Focus moves here so keyboard and screen-reader users learn of the failure and find the retry next.
  useEffect(() => {
    noticeRef.current?.focus();
  }, []);
  return (
    <section
      className="g-form-notice"
      tabIndex={-1}
      ref={noticeRef}
      aria-labelledby={headingId}
      aria-describedby={textId}
    >
      <p className="g-form-notice__heading" id={headingId}>
        {formMessages.failureHeading}
      </p>
      <p className="g-form-notice__text" id={textId}>
        {message}
      </p>
      <p className="g-form-notice__text">{formMessages.failureNote}</p>
      <button
        className="g-button g-button--secondary"
        type="button"
        onClick={onRetry}
        aria-disabled={retryDisabled ? "true" : undefined}
      >
        {formMessages.retry}
      </button>
    </section>
  );
}
