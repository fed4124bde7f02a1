import type { DevicePort, PortEdge } from "@genbagura/illustrations";
import type { IllustrationName, LabelledValue, Price } from "@genbagura/ui";

/**
 * How a price is paid: once (devices, accessories), per year (licences, care) or per month (packages).
 * A price is its pre-tax yen; pages derive the tax-included figure they show first (総額表示).
 */
export type { Billing, Price } from "@genbagura/ui";

/** The specification every tablet and handheld of the range is described by, in this order. */
export interface DeviceSpec {
  display: string;
  os: string;
  cpu: string;
  memory: string;
  storage: string;
  camera: string;
  battery: string;
  ipRating: string;
  /** MIL-STD-810H transit drop (Method 516.8), or why it does not apply. */
  dropTest: string;
  weight: string;
  dimensions: string;
  operatingTemperature: string;
}

export type CarePlanId = "care-compact" | "care-tablet";

interface CatalogueRecord {
  id: string;
  sku: string;
  name: string;
  /** The product's own drawing, shown wherever the product is. */
  illustration: IllustrationName;
  /** One sentence for listings and link descriptions. */
  summary: string;
  /** The product's own page. */
  pagePath: string;
  /** The document request page for this product (support app). */
  documentPath: string;
  /** `/price/<id>/` or `/price/item/<id>/` (spec section 3). */
  purchaseLink: string;
  price: Price;
  /** What one unit includes. */
  includedItems: readonly string[];
  includedSoftware: readonly string[];
  warranty: string;
}

export interface DeviceProduct extends CatalogueRecord {
  kind: "device";
  series: "pad" | "pocket";
  rugged: boolean;
  spec: DeviceSpec;
  /** The edge its connectors are on (seen from the front, held as drawn) and the connectors, in order. */
  portEdge: PortEdge;
  ports: readonly DevicePort[];
  /** The care plan that covers this device. */
  carePlanId: CarePlanId;
}

export interface AccessoryProduct extends CatalogueRecord {
  kind: "accessory";
  spec: readonly LabelledValue[];
}

export interface AppProduct extends CatalogueRecord {
  kind: "app";
  spec: readonly LabelledValue[];
}

export interface CareProduct extends CatalogueRecord {
  kind: "care";
  id: CarePlanId;
  spec: readonly LabelledValue[];
}

export type CatalogueProduct = DeviceProduct | AccessoryProduct | AppProduct | CareProduct;

/** A model no longer sold: its page keeps the specification and the support period. */
export interface DiscontinuedModel {
  id: string;
  name: string;
  /** The drawing of its line (the successor's): the models look alike. */
  illustration: IllustrationName;
  pagePath: string;
  /** The model that replaced it (a catalogue id). */
  successorId: string;
  /** `2025年6月30日` */
  salesEnded: string;
  repairsUntil: string;
  spec: DeviceSpec | readonly LabelledValue[];
  /** Credit for trading this model in when buying its successor. */
  tradeIn?: { yen: number; until: string };
}

/** Several catalogue products sold together at one price. */
export interface Bundle {
  id: string;
  name: string;
  /** The drawing of the bundle's tablet. */
  illustration: IllustrationName;
  pagePath: string;
  components: readonly { productId: string; quantity: number; note?: string }[];
  price: Price;
  /** Months a monthly package runs. */
  termMonths?: number;
}
