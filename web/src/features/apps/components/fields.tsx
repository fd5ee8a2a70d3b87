import type { AppDetail, AppItem, AppValues } from "@intranet/contracts";
import {
  Anchor,
  Badge,
  Checkbox,
  Group,
  Select,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Typography,
} from "@mantine/core";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DatePicker } from "../../../components/DatePicker";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { MemberPicker } from "../../../components/MemberPicker";
import { memberOf } from "./members";

type Field = AppDetail["fields"][number];
type Value = AppValues[string] | undefined;

const escapeHtml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
/** Rich text as the plain editor shows it: paragraphs as blank lines. */
export const htmlToPlain = (html: string) =>
  html
    .replace(/<\/(p|li|h\d|blockquote)>/gi, "\n\n")
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
/** Plain text into paragraphs (the server sanitizes whatever comes). */
export const plainToHtml = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");

/** One value as a reader sees it. */
export function FieldValue({ field, item, slug }: { field: Field; item: AppItem; slug: string }) {
  const { t } = useTranslation();
  const value = item.values[field.name];
  const empty = <Text c="dimmed">{t("apps.item.empty")}</Text>;
  if (value === undefined || value === null || (Array.isArray(value) && value.length === 0)) {
    return field.type === "checkbox" ? <Text>{t("apps.item.no")}</Text> : empty;
  }
  switch (field.type) {
    case "rich_text":
      return (
        <Typography style={{ overflowWrap: "anywhere" }}>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server's app_item allowlist, on write and on read */}
          <div dangerouslySetInnerHTML={{ __html: String(value) }} />
        </Typography>
      );
    case "date":
      return <Text>{dayjs(String(value)).format("L")}</Text>;
    case "selection":
      return <Badge variant="light">{field.options.find((o) => o.id === value)?.label ?? String(value)}</Badge>;
    case "member": {
      const ids = new Set(value as string[]);
      return (
        <Group gap="xs">
          {item.memberships
            .filter((m) => ids.has(m.id))
            .map((m) => (
              <Group key={m.id} gap={6}>
                <MemberAvatar member={memberOf(m)} size="sm" />
                <Anchor
                  component={Link}
                  to={`/apps/${slug}/items?assignee_id=${m.id}&assignee_name=${encodeURIComponent(m.displayValue)}`}
                >
                  {m.displayValue}
                </Anchor>
              </Group>
            ))}
        </Group>
      );
    }
    case "tag":
      return (
        <Group gap={4}>
          {(value as string[]).map((tag) => (
            <Badge key={tag} variant="light" component={Link} to={`/apps/${slug}/items?tag=${encodeURIComponent(tag)}`}>
              #{tag}
            </Badge>
          ))}
        </Group>
      );
    case "checkbox":
      return <Text>{value ? t("apps.item.yes") : t("apps.item.no")}</Text>;
    case "image":
      return <img src={`/api/storage/images/${String(value)}/get/435x435`} alt="" style={{ maxWidth: "100%" }} />;
    case "file":
      return (
        <Anchor href={`/api/storage/files/${String(value)}`} target="_blank" rel="noopener">
          {t("apps.item.download")}
        </Anchor>
      );
    default:
      return <Text style={{ whiteSpace: "pre-wrap" }}>{String(value)}</Text>;
  }
}

/** One value's input in the item form; `members` are the item's known members (for the picker's chips). */
export function FieldInput({
  field,
  value,
  onChange,
  error,
  members,
  onMembers,
}: {
  field: Field;
  value: Value;
  onChange: (value: AppValues[string]) => void;
  error?: string | undefined;
  members: AppItem["memberships"];
  onMembers: (members: AppItem["memberships"]) => void;
}) {
  const common = { label: field.label, required: field.required, error, "data-testid": `field-${field.name}` };
  switch (field.type) {
    case "text":
      return <TextInput {...common} value={String(value ?? "")} onChange={(e) => onChange(e.currentTarget.value)} />;
    case "rich_text":
      return (
        <Textarea
          {...common}
          autosize
          minRows={4}
          value={htmlToPlain(String(value ?? ""))}
          onChange={(e) => onChange(plainToHtml(e.currentTarget.value))}
        />
      );
    case "date":
      return <DatePicker {...common} value={(value as string | null) ?? null} onChange={(v) => onChange(v)} />;
    case "selection":
      return (
        <Select
          {...common}
          clearable
          data={field.options.map((o) => ({ value: o.id, label: o.label }))}
          value={(value as string | null) ?? null}
          onChange={(v) => onChange(v)}
        />
      );
    case "member": {
      const ids = (value as string[] | undefined) ?? [];
      const chosen = ids.flatMap((id) => {
        const m = members.find((x) => x.id === id);
        return m ? [memberOf(m)] : [];
      });
      return (
        <MemberPicker
          label={field.label}
          required={field.required}
          error={error}
          value={chosen}
          onChange={(picked) => {
            onMembers([
              ...members.filter((m) => !picked.some((p) => p.id === m.id)),
              ...picked.map((p) => ({
                id: p.id,
                imageId: p.images.medium?.match(/images\/([0-9a-f]{24})/)?.[1] ?? null,
                displayValue: p.displayName,
              })),
            ]);
            onChange(picked.map((p) => p.id));
          }}
        />
      );
    }
    case "tag":
      return (
        <TagsInput {...common} value={(value as string[] | undefined) ?? []} onChange={(v) => onChange(v)} clearable />
      );
    case "checkbox":
      return (
        <Checkbox
          label={field.label}
          error={error}
          data-testid={`field-${field.name}`}
          checked={value === true}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
      );
    default:
      return <TextInput {...common} disabled value={String(value ?? "")} readOnly />;
  }
}
