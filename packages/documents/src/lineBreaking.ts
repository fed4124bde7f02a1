/**
 * Japanese line breaking (禁則処理) for React-PDF. React-PDF breaks lines only at spaces and at the
 * points its hyphenation callback returns; Japanese has no spaces, so the callback cuts each word into
 * the pieces a line may break between: one per kana or kanji, Latin words and numbers kept whole, a
 * closing bracket or punctuation mark glued to what precedes it (it may not start a line) and an
 * opening bracket glued to what follows it (it may not end a line).
 */

/** Characters that may not start a line (行頭禁則): closing brackets, punctuation, small kana, marks. */
const noLineStart = new Set(
  Array.from(
    "、。,.，．・:;：；?!？！)]}）］｝〕〉》」』】〙〗〟’”｣ヽヾゝゞ々〻ーぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ‐〜～…‥%％℃°′″",
  ),
);

/** Characters that may not end a line (行末禁則): opening brackets and quotes. */
const noLineEnd = new Set(Array.from("([{（［｛〔〈《「『【〘〖〝‘“｢"));

/** A run that never breaks inside: a Latin word, a number with its separators (`1,920×1,200`, `2.4`). */
const unbreakableRun = /^[0-9A-Za-z][0-9A-Za-z.,×\-+/#&@_]*/u;

/** Splits text into the smallest pieces whose boundaries are allowed line breaks. */
export function lineBreakPieces(text: string): string[] {
  const units: string[] = [];
  let rest = text;
  while (rest.length > 0) {
    const run = unbreakableRun.exec(rest)?.[0];
    const unit = run ?? Array.from(rest)[0]!;
    units.push(unit);
    rest = rest.slice(unit.length);
  }
  const pieces: string[] = [];
  let pending = "";
  for (const unit of units) {
    const first = Array.from(unit)[0]!;
    if (pieces.length > 0 && pending === "" && noLineStart.has(first)) {
      pieces[pieces.length - 1] += unit;
    } else if (noLineEnd.has(unit) || (pieces.length === 0 && noLineStart.has(first))) {
      // An opening bracket, or a closing mark with nothing before it, goes with what follows.
      pending += unit;
    } else {
      pieces.push(pending + unit);
      pending = "";
    }
  }
  if (pending !== "") {
    if (pieces.length > 0 && noLineStart.has(Array.from(pending)[0]!)) pieces[pieces.length - 1] += pending;
    else pieces.push(pending);
  }
  return pieces;
}

/**
 * React-PDF's hyphenation callback. An empty string after a piece becomes a zero-width break
 * opportunity; a piece followed directly by another piece would be a hyphenation point, which prints a
 * "-". React-PDF calls this once per run of one script (kanji, kana, Latin), so a word's last piece
 * meets the next run's first: the trailing empty string keeps that boundary a plain break too.
 */
export function japaneseHyphenation(word: string): string[] {
  return lineBreakPieces(word).flatMap((piece) => [piece, ""]);
}
