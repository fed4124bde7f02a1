import type { PageProps } from "@genbagura/routing";
import { BlockRenderer, Page, PageHero, Section, SiteLink } from "@genbagura/ui";
import { useState } from "react";
import type { CloudPlanPageData } from "../../content/pageData";
import { BillingSwitch } from "../components/plans/BillingSwitch";
import type { BillingCycle } from "../components/plans/billing";
import { PlanCards } from "../components/plans/PlanCards";

/** The plans with a monthly/yearly switch; every price on it comes from the payload's plan records. */
export default function CloudPlanRoutePage({ data }: PageProps<CloudPlanPageData>) {
  const [cycle, setCycle] = useState<BillingCycle>("monthly");
  const { content, plans } = data;
  return (
    <Page>
      <PageHero {...content.hero} />
      <div className="g-block">
        <Section heading="プランと料金" level={2} className="g-features" id="plans">
          <BillingSwitch value={cycle} onChange={setCycle} />
          <PlanCards plans={plans} cycle={cycle} />
          <p>
            <SiteLink href="/cloud/plan/chart">すべての機能をプランごとに比べる(機能比較表)</SiteLink>
          </p>
        </Section>
      </div>
      <BlockRenderer blocks={content.blocksAfterPlans} />
    </Page>
  );
}
