import type { IllustrationName } from "@genbagura/illustrations/drawings";
import { View } from "@react-pdf/renderer";
import {
  Bullets,
  DocumentFrame,
  Heading,
  type LabelledRow,
  Notes,
  Paragraph,
  PhrasedText,
  SpecTable,
} from "../components";
import { styles } from "../theme";

export interface SpecSheetData {
  name: string;
  sku: string;
  summary: string;
  pagePath: string;
  /** As the page prints it: `176,000円(税込)`. */
  price: string;
  /** `税抜 160,000円` */
  preTaxPrice: string;
  spec: readonly LabelledRow[];
  includedItems: readonly string[];
  includedSoftware: readonly string[];
  warranty: string;
  /** Related prices (the care plan of a device), each as the page prints it. */
  relatedPrices: readonly LabelledRow[];
  notes: readonly string[];
  /** The product's own drawing, the one its pages show: large on the cover. */
  drawing: IllustrationName;
}

/** One hardware product: price, specification, what one unit includes, warranty. */
export function SpecSheet({ data, issuedOn }: { data: SpecSheetData; issuedOn: Date }) {
  return (
    <DocumentFrame
      title={`${data.name} 仕様書`}
      kind="製品情報"
      coverDrawing={data.drawing}
      subject={`${data.name}(${data.sku})の価格と仕様`}
      issuedOn={issuedOn}
      pagePath={data.pagePath}
    >
      <PhrasedText style={styles.lead}>{data.summary}</PhrasedText>
      <View style={styles.priceBox} wrap={false}>
        <View>
          <PhrasedText>{`品番 ${data.sku}`}</PhrasedText>
          <PhrasedText style={styles.muted}>{data.preTaxPrice}</PhrasedText>
        </View>
        <PhrasedText style={styles.priceMain}>{data.price}</PhrasedText>
      </View>
      <Heading>仕様</Heading>
      <SpecTable rows={data.spec} />
      {data.includedItems.length > 0 ? (
        <>
          <Heading>同梱品・含まれるもの</Heading>
          <Bullets items={data.includedItems} />
        </>
      ) : null}
      {data.includedSoftware.length > 0 ? (
        <>
          <Heading>搭載ソフトウェア</Heading>
          <Bullets items={data.includedSoftware} />
        </>
      ) : null}
      <Heading>保証</Heading>
      <Paragraph>{data.warranty}</Paragraph>
      {data.relatedPrices.length > 0 ? (
        <>
          <Heading>関連する価格</Heading>
          <SpecTable rows={data.relatedPrices} />
        </>
      ) : null}
      <Notes items={data.notes} />
    </DocumentFrame>
  );
}
