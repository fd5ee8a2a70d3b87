import { externalInviteBody, externalInviteCsvFields, unsafeTextPaths } from "@intranet/contracts";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, invalid } from "../../http/errors.js";
import { type InviteRow, parseInviteCsv } from "./invite-csv.js";

/** Zod's issues as the API's field errors (the wrapper key dropped, as the error handler does). */
function fieldErrors(error: z.ZodError, wrapped: boolean) {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    const field = (wrapped && path.length > 1 ? path.slice(1) : path).join(".") || "base";
    errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return invalid(errors);
}

/** `external_invite[subject]` and `subject` name the same field; `group_ids[]` repeats. */
const fieldKey = (name: string) => name.replace(/^external_invite\[(\w+)\](\[\])?$/, "$1").replace(/\[\]$/, "");

/** The multipart form: the `csv` file (a .csv) and the invitation's fields. */
async function readMultipart(req: FastifyRequest) {
  const fields: Record<string, string | string[]> = {};
  let csv: { name: string; bytes: Buffer } | null = null;
  try {
    for await (const part of req.parts()) {
      const key = fieldKey(part.fieldname);
      if (part.type === "file") {
        if (key === "csv") csv = { name: part.filename, bytes: await part.toBuffer() };
        else await part.toBuffer();
      } else if (key === "group_ids")
        fields.group_ids = [...((fields.group_ids as string[]) ?? []), String(part.value)];
      else fields[key] = String(part.value);
    }
  } catch (err) {
    const status = (err as { statusCode?: unknown } | null)?.statusCode;
    if (typeof status === "number" && status < 500) throw err;
    throw new AppError(400, "invalid_multipart", "The upload is not a complete multipart form.");
  }
  if (unsafeTextPaths(fields).length > 0) throw invalid({ base: ["is invalid"] });
  const parsed = externalInviteCsvFields.safeParse(fields);
  if (!parsed.success) throw fieldErrors(parsed.error, false);
  if (!csv || csv.bytes.length === 0) throw invalid({ csv: ["required"] });
  if (!/\.csv$/i.test(csv.name)) throw invalid({ csv: ["is invalid"] });
  return { common: parsed.data, rows: parseInviteCsv(csv.bytes, parsed.data.character_encoding), list: true };
}

/**
 * The body of `POST {scope}/external_invites`: JSON with one address (`external_invite`), or a multipart form with a
 * CSV list (`list`); either way the invitation's fields and its rows.
 */
export async function readInviteBody(req: FastifyRequest) {
  if (req.isMultipart()) return readMultipart(req);
  const parsed = externalInviteBody.safeParse(req.body ?? {});
  if (!parsed.success) throw fieldErrors(parsed.error, true);
  const { email, first_name, last_name, ...common } = parsed.data.external_invite;
  const rows: InviteRow[] = [{ line: 1, email, firstName: first_name, lastName: last_name }];
  return { common, rows, list: false };
}
