/** The rows of the 五十音 index, each named by its first kana. */
export const gojuonRows = [
  { id: "a", label: "あ行", kana: "あいうえおぁぃぅぇぉ" },
  { id: "ka", label: "か行", kana: "かきくけこ" },
  { id: "sa", label: "さ行", kana: "さしすせそ" },
  { id: "ta", label: "た行", kana: "たちつてとっ" },
  { id: "na", label: "な行", kana: "なにぬねの" },
  { id: "ha", label: "は行", kana: "はひふへほ" },
  { id: "ma", label: "ま行", kana: "まみむめも" },
  { id: "ya", label: "や行", kana: "やゆよゃゅょ" },
  { id: "ra", label: "ら行", kana: "らりるれろ" },
  { id: "wa", label: "わ行", kana: "わをん" },
] as const;
export type GojuonRowId = (typeof gojuonRows)[number]["id"];

/** The row of a hiragana reading; voiced kana (が, ぱ) belong to the row of their plain kana. */
export function gojuonRowOf(reading: string): GojuonRowId | undefined {
  const first = reading.normalize("NFD").charAt(0);
  return gojuonRows.find((row) => row.kana.includes(first))?.id;
}
