import type { AppDetail, AppItem, AppValues } from "@intranet/contracts";
import { Anchor, Badge, Checkbox, Group, Select, TagsInput, Text, TextInput, Typography } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DatePicker } from "../../../components/DatePicker";
import { MemberAvatar } from "../../../components/MemberAvatar";
import { MemberPicker } from "../../../components/MemberPicker";
import { RichTextField } from "../../../components/RichTextField";
import { formatDate } from "../../../lib/dates";
import { assigneeFilterPath, memberOf } from "./members";
import { UploadValueInput } from "./UploadValueInput";

type Field = AppDetail["fields"][number];
type Value = AppValues[string] | undefined;

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
      return <Text>{formatDate(String(value))}</Text>;
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
                <Anchor component={Link} to={assigneeFilterPath(slug, m)}>
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
        <RichTextField
          label={field.label}
          required={field.required}
          error={error}
          initial={String(value ?? "")}
          onChange={(html) => onChange(html === "" ? null : html)}
          testId={`field-${field.name}`}
          minHeight={120}
          document={false}
        />
      );
    case "file":
    case "image":
      return <UploadValueInput field={field} value={value} onChange={onChange} error={error} />;
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
