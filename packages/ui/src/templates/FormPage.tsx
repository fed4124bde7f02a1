import type { ReactNode } from "react";
import { StepsBlock } from "../blocks/StepsBlock";
import { Page } from "../components/Page";
import { PageHero } from "../components/PageHero";
import { SupportContact } from "../components/SupportContact";
import type { FormPageContent } from "../content/pages";

export interface FormPageProps {
  content: FormPageContent;
  /** The form itself, from the form kit. */
  children: ReactNode;
}

/** Request, trial, estimate and contact forms: the form beside what happens after sending it. */
export function FormPage({ content, children }: FormPageProps) {
  const { title, lead, points, nextSteps } = content;
  return (
    <Page>
      <PageHero title={title} lead={lead}>
        {points && points.length > 0 ? (
          <ul className="g-form-page__points">
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        ) : null}
      </PageHero>
      <div className="g-form-page__columns">
        <div className="g-form-page__form">{children}</div>
        <aside className="g-form-page__aside" aria-label="送信後の流れとお問い合わせ先">
          <StepsBlock {...nextSteps} />
          <SupportContact />
        </aside>
      </div>
    </Page>
  );
}
