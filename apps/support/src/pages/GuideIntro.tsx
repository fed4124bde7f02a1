import { PrintButton } from "@genbagura/ui/components/PrintButton";
import type { GuideDocument, GuidePdfLink } from "../../content/pageData";

/** The edition, the guide's PDF, the print button and the lead that open every guide. */
export function GuideIntro({ guide, pdf }: { guide: GuideDocument; pdf: GuidePdfLink }) {
  return (
    <div>
      <p>{`「${guide.title}」${guide.edition}`}</p>
      <p>
        <a href={pdf.href}>{pdf.label}</a>
      </p>
      <PrintButton label={`「${guide.title}」を印刷する`} />
      <p>{guide.lead}</p>
    </div>
  );
}
