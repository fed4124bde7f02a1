import { PrintButton } from "@genbagura/ui/components/PrintButton";
import type { GuideDocument } from "../pageData";

const printHint = "※ブラウザの印刷機能で「PDFに保存」を選ぶと、PDFとして手元に残せます。";

/** The edition, the print button and the lead that open every guide. */
export function GuideIntro({ guide }: { guide: GuideDocument }) {
  return (
    <div>
      <p>{`「${guide.title}」${guide.edition}`}</p>
      <p>{printHint}</p>
      <PrintButton label={`「${guide.title}」を印刷する`} />
      <p>{guide.lead}</p>
    </div>
  );
}
