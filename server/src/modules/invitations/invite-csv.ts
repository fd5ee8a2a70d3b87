import { type InviteCsvEncodings, MAX_INVITE_CSV_ROWS } from "@intranet/contracts";
import { CsvError, parse } from "csv-parse/sync";
import { invalid } from "../../http/errors.js";

/** One person of an invitation list: the address and the names as written. */
export type InviteRow = { line: number; email: string; firstName: string; lastName: string };

const HEADERS: Record<string, keyof Omit<InviteRow, "line">> = {
  email: "email",
  "e-mail": "email",
  mail: "email",
  first_name: "firstName",
  firstname: "firstName",
  "first name": "firstName",
  vorname: "firstName",
  last_name: "lastName",
  lastname: "lastName",
  "last name": "lastName",
  nachname: "lastName",
};

const UTF8_BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * The file's text in its declared encoding; bytes that are not UTF-8 refuse a file declared UTF-8. A file that starts
 * with the UTF-8 byte order mark (a spreadsheet's "CSV UTF-8") is UTF-8 whatever was chosen; the mark is dropped.
 */
function decode(bytes: Buffer, encoding: InviteCsvEncodings): string {
  const bom = bytes.subarray(0, UTF8_BOM.length).equals(UTF8_BOM);
  if (encoding === "ISO-8859-1" && !bom) return new TextDecoder("latin1").decode(bytes);
  try {
    // The decoder drops a leading byte order mark itself.
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw invalid({ csv: ["is not valid UTF-8"] });
  }
}

/**
 * The rows of an invitation list (administration.md §3 "Invite", §9): comma- or semicolon-separated, with a header
 * naming the columns (email, first_name, last_name, or their German names) or, without one, the address first and
 * the names after it. Empty lines are skipped; a file that is not CSV or holds no row is refused (422 on `csv`).
 */
export function parseInviteCsv(bytes: Buffer, encoding: InviteCsvEncodings): InviteRow[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(decode(bytes, encoding), {
      bom: true,
      delimiter: [",", ";"],
      skip_empty_lines: true,
      relax_column_count: true,
      relax_quotes: true,
      trim: true,
      info: true,
      to: MAX_INVITE_CSV_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    if (err instanceof CsvError) throw invalid({ csv: ["is not a valid CSV file"] });
    throw err;
  }
  const first = records[0]?.record.map((cell) => cell.toLowerCase()) ?? [];
  const hasHeader = first.some((cell) => HEADERS[cell] === "email");
  const columns = hasHeader ? first.map((cell) => HEADERS[cell]) : (["email", "firstName", "lastName"] as const);
  const body = hasHeader ? records.slice(1) : records;
  if (body.length === 0) throw invalid({ csv: ["required"] });
  if (body.length > MAX_INVITE_CSV_ROWS) throw invalid({ csv: [`is too long (at most ${MAX_INVITE_CSV_ROWS} rows)`] });
  return body.map(({ record, info }) => {
    const row: InviteRow = { line: info.lines, email: "", firstName: "", lastName: "" };
    record.forEach((cell, c) => {
      const key = columns[c];
      if (key) row[key] = cell;
    });
    return row;
  });
}
