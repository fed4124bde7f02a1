import { ButtonLink, DescriptionList, Heading } from "@genbagura/ui";
import type { CloudPlan } from "../../../content/planTypes";
import { siteLimitLabel, storageLabel, userLimitLabel } from "../../../content/priceFormat";
import { planActions } from "../../../content/shared";
import type { BillingCycle } from "./billing";
import { planPrices } from "./planPrices";

/**
 * One card per plan: who it suits, both prices (the chosen cycle first), its button, limits and what it
 * adds.
 */
export function PlanCards({ plans, cycle }: { plans: readonly CloudPlan[]; cycle: BillingCycle }) {
  return (
    <ul className="g-grid-list">
      {plans.map((plan) => {
        const prices = planPrices(plan, cycle);
        return (
          <li key={plan.id} className="g-features__item" data-plan={plan.id}>
            {plan.recommended ? <p className="g-price-table__badge">おすすめ</p> : null}
            <Heading level={3} className="g-features__title">
              {plan.name}
            </Heading>
            <p>
              <span className="g-price-table__price" data-price="main">
                {prices.main}
              </span>
              <span className="g-price-table__price-note" data-price="other">
                {prices.other}
              </span>
            </p>
            <p>{plan.audience}</p>
            <p>
              <ButtonLink href={planActions[plan.id].href}>{planActions[plan.id].label}</ButtonLink>
            </p>
            <DescriptionList
              items={[
                { label: "保存容量", value: storageLabel(plan) },
                { label: "ユーザー数", value: userLimitLabel(plan) },
                { label: "現場数", value: siteLimitLabel(plan) },
              ]}
            />
            <ul className="g-prose__bullets">
              {plan.highlights.map((highlight) => (
                <li key={highlight}>{highlight}</li>
              ))}
            </ul>
          </li>
        );
      })}
    </ul>
  );
}
