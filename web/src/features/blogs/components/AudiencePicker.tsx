import {
  type AudienceType,
  audienceTypes,
  type MemberSummary,
  type PresentedAudienceEntry,
  systemRoles,
} from "@intranet/contracts";
import { ActionIcon, Badge, Button, Fieldset, Group, Select, Stack, Text } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { IconPlus, IconX } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { MemberPicker } from "../../../components/MemberPicker";
import { groupsNamedQuery } from "../../directory";

type Option = { value: string; label: string };

/** The choices of one audience type: groups found by name, the network's categories and roles, the system roles. */
function useOptions(type: AudienceType, search: string): Option[] {
  const { t } = useTranslation();
  const network = useNetwork();
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const groupTypes = type === "group" || type === "group_admin";
  const groups = useQuery({ ...groupsNamedQuery(debounced), enabled: groupTypes && debounced.length >= 1 });
  if (groupTypes) return (groups.data?.groups ?? []).map((g) => ({ value: g.id, label: g.name }));
  if (type === "group_category") return network.group_categories.map((c) => ({ value: c.id, label: c.plural_name }));
  if (type === "membership_role") return network.membership_roles.map((r) => ({ value: r.id, label: r.plural_name }));
  if (type === "system_role") return systemRoles.map((r) => ({ value: r, label: t(`blogs.audience.roles.${r}`) }));
  return [];
}

interface AudiencePickerProps {
  legend: string;
  value: PresentedAudienceEntry[];
  onChange: (value: PresentedAudienceEntry[]) => void;
  testId: string;
}

/**
 * The audience picker (administration.md §6): the entries chosen, each removable, and a type with its choice to
 * add another: a member, a group's members or administrators, a group category's members, a system role, a
 * membership role, or the subscribers of the blog's channel.
 */
export function AudiencePicker({ legend, value, onChange, testId }: AudiencePickerProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<AudienceType>("member");
  const [choice, setChoice] = useState<Option | null>(null);
  const [members, setMembers] = useState<MemberSummary[]>([]);
  const [search, setSearch] = useState("");
  const options = useOptions(type, search);
  const has = (entryType: AudienceType, id: string | null) => value.some((e) => e.type === entryType && e.id === id);
  const add = (entry: PresentedAudienceEntry) => {
    if (!has(entry.type, entry.id)) onChange([...value, entry]);
    setChoice(null);
    setSearch("");
    setMembers([]);
  };
  const typeLabel = (entryType: AudienceType) => t(`blogs.audience.${entryType}`);
  const entryLabel = (e: PresentedAudienceEntry) =>
    e.type === "channel"
      ? typeLabel("channel")
      : e.type === "system_role"
        ? t(`blogs.audience.roles.${e.id as (typeof systemRoles)[number]}`)
        : e.label;

  return (
    <Fieldset legend={legend} data-testid={testId}>
      <Stack gap="sm">
        {value.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("blogs.audience.empty")}
          </Text>
        ) : (
          <Group gap="xs" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
            {value.map((e) => (
              <li key={`${e.type}:${e.id}`}>
                <Badge
                  variant="light"
                  size="lg"
                  tt="none"
                  rightSection={
                    <ActionIcon
                      size="xs"
                      variant="transparent"
                      aria-label={t("blogs.audience.remove", { label: entryLabel(e) })}
                      onClick={() => onChange(value.filter((x) => !(x.type === e.type && x.id === e.id)))}
                    >
                      <IconX size={12} />
                    </ActionIcon>
                  }
                >
                  {e.type === "channel" || e.type === "system_role"
                    ? entryLabel(e)
                    : `${typeLabel(e.type)}: ${entryLabel(e)}`}
                </Badge>
              </li>
            ))}
          </Group>
        )}
        <Group align="flex-end" gap="sm" wrap="wrap">
          <Select
            label={t("blogs.audience.type")}
            data={audienceTypes.map((a) => ({ value: a, label: typeLabel(a) }))}
            value={type}
            allowDeselect={false}
            onChange={(v) => {
              setType((v as AudienceType | null) ?? "member");
              setChoice(null);
              setSearch("");
            }}
            w={{ base: "100%", sm: 260 }}
            data-testid={`${testId}-type`}
          />
          {type === "member" && (
            <MemberPicker
              label={t("blogs.audience.pick")}
              value={members}
              maxValues={1}
              onChange={(picked) => {
                const [m] = picked;
                if (m) add({ type: "member", id: m.id, label: m.displayName });
              }}
            />
          )}
          {type !== "member" && type !== "channel" && (
            <Select
              label={t("blogs.audience.pick")}
              data={choice && !options.some((o) => o.value === choice.value) ? [choice, ...options] : options}
              value={choice?.value ?? null}
              onChange={(v, option) => setChoice(v && option ? { value: v, label: option.label } : null)}
              searchable={type === "group" || type === "group_admin"}
              searchValue={type === "group" || type === "group_admin" ? search : undefined}
              onSearchChange={type === "group" || type === "group_admin" ? setSearch : undefined}
              placeholder={type === "group" || type === "group_admin" ? t("blogs.audience.searchGroups") : undefined}
              w={{ base: "100%", sm: 260 }}
              data-testid={`${testId}-choice`}
            />
          )}
          {type !== "member" && (
            <Button
              variant="default"
              leftSection={<IconPlus size={16} />}
              disabled={type !== "channel" && !choice}
              onClick={() =>
                add(
                  type === "channel"
                    ? { type, id: null, label: "" }
                    : { type, id: choice?.value ?? "", label: choice?.label ?? "" },
                )
              }
              data-testid={`${testId}-add`}
            >
              {t("blogs.audience.add")}
            </Button>
          )}
        </Group>
      </Stack>
    </Fieldset>
  );
}
