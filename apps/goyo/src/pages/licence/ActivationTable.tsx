// The site's one date formatter (ARCHITECTURE.md section 5); @genbagura/ui's index does not re-export it.

import { Heading } from "@genbagura/ui/blocks/Heading";
import { LabelledCell, TableFrame } from "@genbagura/ui/blocks/TableFrame";
import { useEffect, useRef, useState } from "react";
import { formatDateJa, toIsoDate } from "../../../../../packages/ui/src/format/date";
import type { LicenceActivationsContent } from "../../../content/licence/licenceContentTypes";
import type { ActivatedPc } from "./licenceClient";

interface ActivationTableProps {
  text: LicenceActivationsContent;
  activations: readonly ActivatedPc[];
  /** Resolves with a message to show when the deregistration failed in place. */
  onDeregister: (activationId: string) => Promise<string | undefined>;
}

/** The licence's activated PCs; deregistering one asks for confirmation first. */
export function ActivationTable({ text, activations, onDeregister }: ActivationTableProps) {
  const [chosen, setChosen] = useState<ActivatedPc | null>(null);
  const [pending, setPending] = useState(false);
  const [message, setMessage] = useState<string | undefined>(undefined);
  const confirmationRef = useRef<HTMLElement>(null);

  // The confirmation takes focus when it opens, so it is read out and its buttons come next.
  useEffect(() => {
    if (chosen) confirmationRef.current?.focus();
  }, [chosen]);

  async function confirm(pc: ActivatedPc) {
    setPending(true);
    setMessage(undefined);
    const failure = await onDeregister(pc.id);
    setPending(false);
    if (failure !== undefined) setMessage(failure);
  }

  if (activations.length === 0) return <p>{text.empty}</p>;

  return (
    <>
      <TableFrame
        caption={text.tableCaption}
        columns={[
          text.columns.pcName,
          text.columns.activatedAt,
          text.columns.lastSeenAt,
          text.columns.action,
        ]}
      >
        <tbody>
          {activations.map((pc) => (
            <tr key={pc.id}>
              <th scope="row">{pc.pcName}</th>
              <LabelledCell label={text.columns.activatedAt}>
                <time dateTime={toIsoDate(pc.activatedAt)}>{formatDateJa(pc.activatedAt)}</time>
              </LabelledCell>
              <LabelledCell label={text.columns.lastSeenAt}>
                <time dateTime={toIsoDate(pc.lastSeenAt)}>{formatDateJa(pc.lastSeenAt)}</time>
              </LabelledCell>
              <LabelledCell label={text.columns.action}>
                <button
                  className="g-button g-button--secondary"
                  type="button"
                  disabled={pending}
                  aria-expanded={chosen?.id === pc.id}
                  onClick={() => {
                    setMessage(undefined);
                    setChosen(pc);
                  }}
                >
                  {text.deregisterButton}
                  <span className="g-visually-hidden">({pc.pcName})</span>
                </button>
              </LabelledCell>
            </tr>
          ))}
        </tbody>
      </TableFrame>
      {chosen ? (
        <section
          className="g-notice g-notice--important"
          aria-labelledby="deregister-confirmation-heading"
          ref={confirmationRef}
          tabIndex={-1}
        >
          <Heading level={2} className="g-notice__heading" id="deregister-confirmation-heading">
            {text.confirm.heading}
          </Heading>
          <p className="g-notice__body">{text.confirm.body.replace("{pcName}", chosen.pcName)}</p>
          {message ? (
            <p className="g-form__status" role="alert">
              {message}
            </p>
          ) : null}
          <p className="g-hero__actions">
            <button
              className="g-button g-button--primary"
              type="button"
              disabled={pending}
              onClick={() => confirm(chosen)}
            >
              {pending ? text.confirm.working : text.confirm.accept}
            </button>{" "}
            <button
              className="g-button g-button--secondary"
              type="button"
              disabled={pending}
              onClick={() => setChosen(null)}
            >
              {text.confirm.cancel}
            </button>
          </p>
        </section>
      ) : null}
    </>
  );
}
