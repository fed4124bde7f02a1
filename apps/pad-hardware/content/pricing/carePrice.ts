import type { PriceTablePageContent } from "@genbagura/ui";
import { formatPreTaxPrice, formatPrice } from "@genbagura/ui";
import { catalogue } from "../catalogue";
import type { CareProduct } from "../catalogueTypes";
import { estimateAction, quoteRequestAction } from "../shared/links";
import { priceNotesFor } from "../shared/priceBlocks";

const carePlans = catalogue.filter((product): product is CareProduct => product.kind === "care");

/** The value of one spec row of each plan, in plan order. */
function planValues(label: string): string[] {
  return carePlans.map((plan) => plan.spec.find((row) => row.label === label)?.value ?? "—");
}

/** `/care/price`: the two care plans side by side. */
export const carePriceContent: PriceTablePageContent = {
  title: "現場蔵ケアの料金",
  lead: "現場蔵ケアは、端末の大きさで2つのプランに分かれます。どちらも補償の内容は同じで、対象の機種と料金だけが違います。料金は端末1台あたりの年額です。",
  tables: [
    {
      caption: "現場蔵ケアのプランと料金(1台あたり)",
      plans: carePlans.map((plan) => ({
        name: plan.name,
        price: formatPrice(plan.price),
        priceNote: formatPreTaxPrice(plan.price),
        action: estimateAction,
      })),
      rows: ["対象機種", "補償する故障", "修理の回数", "修理のご負担", "代替機", "バッテリー交換"].map(
        (label) => ({
          label,
          values: planValues(label),
        }),
      ),
    },
  ],
  notes: [
    ...priceNotesFor("care"),
    "端末のお買い上げと同時か、お買い上げから30日以内に加入できます。",
    "紛失・盗難、故意による破損、改造による故障は補償の対象外です。",
  ],
  callToAction: {
    heading: "端末と合わせて見積もる",
    body: "現場蔵ケアは、お見積もりページで端末と一緒に数量を入れて計算できます。",
    actions: [estimateAction, { ...quoteRequestAction, variant: "secondary" }],
  },
};
