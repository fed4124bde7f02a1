import { type PageProps, useNavigate } from "@genbagura/routing";
import { DescriptionList, Heading, Page, PageHero } from "@genbagura/ui";
import { useCallback, useEffect, useState } from "react";
import type { LicenceActivationsContent } from "../../../content/licence/licenceContentTypes";
import { ActivationTable } from "./ActivationTable";
import { LICENCE_PAGE_PATH, type LicenceActivations, licenceApi } from "./licenceClient";
import { licenceFailure } from "./licenceFailure";

type ListState =
  | { status: "loading" }
  | { status: "ready"; list: LicenceActivations }
  | { status: "failed"; message: string };

/**
 * The guarded page. Its data belongs to the visitor's session, which `load` cannot see, so the server
 * renders the loading state and the browser asks `/api/licence/activations` after hydration.
 */
export default function LicenceActivationsPage({ data }: PageProps<LicenceActivationsContent>) {
  const navigate = useNavigate();
  const [state, setState] = useState<ListState>({ status: "loading" });

  /** Network and timeout failures and an expired session leave the page; the rest is shown here. */
  const handleFailure = useCallback(
    (error: unknown): string | undefined => {
      const failure = licenceFailure(error, {
        fallbackMessage: data.fallbackError,
        sessionPage: LICENCE_PAGE_PATH,
      });
      if (!("navigateTo" in failure)) return failure.message;
      navigate(failure.navigateTo, { replace: true });
      return undefined;
    },
    [data.fallbackError, navigate],
  );

  useEffect(() => {
    let current = true;
    licenceApi.activations().then(
      (list) => current && setState({ status: "ready", list }),
      (error: unknown) => {
        const message = current ? handleFailure(error) : undefined;
        if (message !== undefined) setState({ status: "failed", message });
      },
    );
    return () => {
      current = false;
    };
  }, [handleFailure]);

  async function deregister(activationId: string): Promise<string | undefined> {
    try {
      await licenceApi.deregister(activationId);
      navigate("/thanks");
      return undefined;
    } catch (error) {
      return handleFailure(error);
    }
  }

  async function signOut() {
    try {
      await licenceApi.logout();
    } finally {
      navigate("/license-deregister");
    }
  }

  return (
    <Page>
      <PageHero title={data.title} lead={data.lead} />
      {state.status === "loading" ? (
        <>
          <p role="status">{data.loading}</p>
          <noscript>
            <p className="g-form__noscript">{data.noScript}</p>
          </noscript>
        </>
      ) : null}
      {state.status === "failed" ? (
        <p role="alert" className="g-form__status">
          {state.message}
        </p>
      ) : null}
      {state.status === "ready" ? (
        <>
          <section aria-labelledby="licence-heading" className="g-section">
            <Heading level={2} id="licence-heading" className="g-section__heading">
              {data.licenceHeading}
            </Heading>
            <DescriptionList
              items={[
                { label: data.labels.product, value: state.list.licence.productName },
                { label: data.labels.key, value: state.list.licence.key },
                { label: data.labels.holder, value: state.list.licence.holderName },
                {
                  label: data.labels.seats,
                  value: data.seatsValue
                    .replace("{active}", String(state.list.activations.length))
                    .replace("{max}", String(state.list.licence.maxActivations)),
                },
              ]}
            />
          </section>
          <ActivationTable text={data} activations={state.list.activations} onDeregister={deregister} />
          <p>
            <button className="g-button g-button--secondary" type="button" onClick={signOut}>
              {data.signOut}
            </button>
          </p>
        </>
      ) : null}
    </Page>
  );
}
