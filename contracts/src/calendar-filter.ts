// The list view's calendar filter, in a module of its own without schemas: the month view's code needs only these two
// functions, and importing them from calendar.ts made a phone build every calendar schema (and load zod) first.

const BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** base64url (no padding) of an ASCII text; no btoa/Buffer so it runs the same in browser and server. */
function base64url(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i += 3) {
    const n = (text.charCodeAt(i) << 16) | ((text.charCodeAt(i + 1) || 0) << 8) | (text.charCodeAt(i + 2) || 0);
    const chars = Math.min(4, Math.ceil((Math.min(3, text.length - i) * 8) / 6));
    for (let k = 0; k < chars; k++) out += BASE64URL[(n >> (18 - 6 * k)) & 63];
  }
  return out;
}

function fromBase64url(value: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(value) || value.length % 4 === 1) return null;
  let out = "";
  for (let i = 0; i < value.length; i += 4) {
    const chunk = value.slice(i, i + 4);
    let n = 0;
    for (let k = 0; k < 4; k++) n = (n << 6) | (k < chunk.length ? BASE64URL.indexOf(chunk[k] as string) : 0);
    const bytes = chunk.length - 1;
    for (let k = 0; k < bytes; k++) out += String.fromCharCode((n >> (16 - 8 * k)) & 255);
  }
  return out;
}

/** 24-hex ids of a calendar filter, as base64url of their concatenation (the list view's URL). */
export function encodeCalendarFilter(ids: readonly string[]): string {
  return base64url(ids.join(""));
}

export function decodeCalendarFilter(value: string): string[] | null {
  const text = fromBase64url(value);
  if (text === null || text.length % 24 !== 0 || !/^[0-9a-f]*$/.test(text)) return null;
  return text.match(/.{24}/g) ?? [];
}
