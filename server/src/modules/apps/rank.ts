/**
 * Lexicographic ranks for the wall's order: strings of base-36 digits read as fractions (0.xyz), compared byte-wise
 * (SQL `collate "C"`). `rankBetween(a, b)` is a rank strictly between two, so a card moves by writing its own row
 * alone, however long the column. A rank never ends in "0", so there is always room below and between.
 */
const DIGITS = "0123456789abcdefghijklmnopqrstuvwxyz";
const BASE = DIGITS.length;
const digit = (s: string, i: number) => (i < s.length ? DIGITS.indexOf(s.charAt(i)) : 0);

/** A rank after `before` ("" for the start) and before `after` (null for the end); `before` < `after`. */
export function rankBetween(before: string, after: string | null): string {
  let out = "";
  let upper = after;
  for (let i = 0; ; i++) {
    const low = digit(before, i);
    const high = upper === null ? BASE : i < upper.length ? digit(upper, i) : -1;
    if (upper !== null && high < low) {
      // equal or crossed ranks (two concurrent moves): anything after `before` keeps the order with the id as tie-break
      upper = null;
      i--;
      continue;
    }
    if (high === low) {
      out += DIGITS.charAt(low);
      continue;
    }
    const mid = Math.floor((low + high) / 2);
    if (mid > low) return out + DIGITS.charAt(mid);
    out += DIGITS.charAt(low);
    upper = null;
  }
}

/** Ranks for `n` items in order, spread evenly (a new app's items, the seed). */
export function initialRanks(n: number): string[] {
  const out: string[] = [];
  let last = "";
  for (let i = 0; i < n; i++) {
    last = rankBetween(last, null);
    out.push(last);
  }
  return out;
}
