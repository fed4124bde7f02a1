import { useEffect, useState } from "react";
import { type BillingCycle, billingCycles } from "./billing";

export interface BillingSwitchProps {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}

/**
 * A radio group choosing the main price shown on the plan cards. It is disabled until the page is
 * interactive: without JavaScript it could not do anything, and both prices are on the cards anyway.
 */
export function BillingSwitch({ value, onChange }: BillingSwitchProps) {
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);
  return (
    <fieldset className="g-category-tabs g-category-tabs--choice" disabled={!interactive}>
      <legend className="g-category-tabs__legend">お支払い方法で料金を切り替える</legend>
      <div className="g-category-tabs__list">
        {billingCycles.map((cycle) => (
          <label key={cycle.id} className="g-category-tabs__link">
            <input
              type="radio"
              name="billing-cycle"
              value={cycle.id}
              checked={value === cycle.id}
              onChange={() => onChange(cycle.id)}
            />
            {cycle.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
