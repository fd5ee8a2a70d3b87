import { Alert, List } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { isApiError } from "../../../api/client";
import { errorText, translateFieldCode } from "../../../components/field-errors";

const FIELDS = ["email", "first_name", "last_name"] as const;
const FORM_FIELDS = [...FIELDS, "subject", "body", "user_type", "group_ids", "character_encoding"];

/**
 * A refused send above the form (administration.md §8 "message and list of errors in an alert"): for a list, every row
 * with its error, keyed `{line}.{field}` by the server; otherwise the failure's own text.
 */
export function InviteErrors({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (!error) return null;
  if (isApiError(error) && error.code === "invalid_invites") {
    const rows = Object.entries(error.fieldCodes).flatMap(([key, codes]) => {
      const [row, field] = key.split(".");
      const name = FIELDS.find((f) => f === field);
      return codes.map((code) => ({
        key: `${key}-${code}`,
        text: t("invitations.rowError", {
          row,
          field: name ? t(`invitations.fields.${name}`) : field,
          message: translateFieldCode(code, error.fieldLimits[key]),
        }),
      }));
    });
    return (
      <Alert color="red" title={t("invitations.errorsTitle")} data-testid="invite-errors">
        <List size="sm">
          {rows.map((r) => (
            <List.Item key={r.key}>{r.text}</List.Item>
          ))}
        </List>
      </Alert>
    );
  }
  // Fields the form shows under themselves; anything else (the file, the whole body) shows here.
  const shown = (key: string) => FORM_FIELDS.includes(key);
  if (isApiError(error) && Object.keys(error.fieldErrors).length > 0 && Object.keys(error.fieldErrors).every(shown))
    return null;
  const csv = isApiError(error) ? error.fieldCode("csv") : undefined;
  return (
    <Alert color="red" data-testid="invite-errors">
      {csv ? `${t("invitations.csvFile")}: ${translateFieldCode(csv)}` : errorText(error)}
    </Alert>
  );
}
