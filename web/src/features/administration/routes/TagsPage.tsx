import { ADMIN_TAG_NAME, type AdminTag } from "@intranet/contracts";
import {
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { IconGitMerge, IconPencil, IconSearch, IconTags, IconTrash, type TablerIcon } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { Pagination } from "../../../components/Pagination";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { useAppMutation } from "../../../lib/mutations";
import { adminTagsQuery, deleteAdminTag, mergeAdminTags, refreshTags, renameAdminTag } from "../api";
import { AdminOnly } from "../components/AdminOnly";

/** /administration/tags: the network's tags with their uses; rename, merge several into one, delete. */
export function TagsPage() {
  return (
    <AdminOnly>
      <TagAdministration />
    </AdminOnly>
  );
}

/** A row's action: its icon, and from the sm breakpoint its label; screen readers hear the label and the tag. */
function RowAction({
  icon: Icon,
  label,
  tag,
  testId,
  danger = false,
  onClick,
}: {
  icon: TablerIcon;
  label: string;
  tag: AdminTag;
  testId: string;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      variant={danger ? "subtle" : "default"}
      color={danger ? "red" : undefined}
      size="xs"
      onClick={onClick}
      aria-label={`${label} #${tag.name}`}
      data-testid={testId}
    >
      <Group gap={6} wrap="nowrap">
        <Icon size={14} />
        <Text span inherit visibleFrom="sm">
          {label}
        </Text>
      </Group>
    </Button>
  );
}

function RenameModal({ tag, onClose }: { tag: AdminTag; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useForm({
    initialValues: { name: tag.name },
    validate: { name: (v) => (ADMIN_TAG_NAME.test(v.trim()) ? null : t("administration.tags.nameInvalid")) },
  });
  const rename = useAppMutation({
    form,
    mutationFn: (name: string) => renameAdminTag(tag.id, name),
    onSuccess: async (saved) => {
      notifySaved(t("administration.tags.renamed", { from: tag.name, to: saved.name }));
      await refreshTags(queryClient);
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("administration.tags.renameTitle", { name: tag.name })}>
      <form onSubmit={form.onSubmit((v) => rename.mutate(v.name.trim()))}>
        <Stack>
          <TextInput
            label={t("administration.tags.newName")}
            data-autofocus
            data-testid="tag-rename-input"
            {...form.getInputProps("name")}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t("administration.tags.cancel")}
            </Button>
            <Button type="submit" loading={rename.isPending} data-testid="tag-rename-save">
              {t("administration.tags.save")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function MergeModal({ tags, onClose, onMerged }: { tags: AdminTag[]; onClose: () => void; onMerged: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [target, setTarget] = useState(tags[0]?.id ?? "");
  const merge = useAppMutation({
    mutationFn: () =>
      mergeAdminTags({ target_id: target, source_ids: tags.filter((x) => x.id !== target).map((x) => x.id) }),
    onSuccess: async (saved) => {
      notifySaved(t("administration.tags.merged", { name: saved.name }));
      await refreshTags(queryClient);
      onMerged();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t("administration.tags.mergeTitle", { count: tags.length })}>
      <Stack>
        <Radio.Group
          label={t("administration.tags.mergeInto")}
          description={t("administration.tags.mergeHint")}
          value={target}
          onChange={setTarget}
        >
          <Stack gap="xs" mt="xs">
            {tags.map((tag) => (
              <Radio key={tag.id} value={tag.id} label={`#${tag.name}`} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t("administration.tags.cancel")}
          </Button>
          <Button onClick={() => merge.mutate()} loading={merge.isPending} data-testid="tag-merge-save">
            {t("administration.tags.merge")}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function TagAdministration() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const [q, setQ] = useState(params.get("q") ?? "");
  const [debounced] = useDebouncedValue(q.trim(), 300);
  const query = useQuery(adminTagsQuery(debounced, page));
  const [selected, setSelected] = useState<Map<string, AdminTag>>(new Map());
  const [renaming, setRenaming] = useState<AdminTag | null>(null);
  const [merging, setMerging] = useState(false);
  const remove = useAppMutation({
    mutationFn: (tag: AdminTag) => deleteAdminTag(tag.id),
    onSuccess: async (_, tag) => {
      notifySaved(t("administration.tags.deleted", { name: tag.name }));
      setSelected((s) => {
        const next = new Map(s);
        next.delete(tag.id);
        return next;
      });
      await refreshTags(queryClient);
    },
  });
  const go = (next: { q?: string; page?: number }) => {
    const p = new URLSearchParams();
    const nq = next.q ?? debounced;
    if (nq) p.set("q", nq);
    if ((next.page ?? 1) > 1) p.set("page", String(next.page));
    setParams(p, { replace: true });
  };
  const toggle = (tag: AdminTag, on: boolean) =>
    setSelected((s) => {
      const next = new Map(s);
      if (on) next.set(tag.id, tag);
      else next.delete(tag.id);
      return next;
    });
  return (
    <Stack gap="md" maw={860}>
      <Title order={1} size="h2">
        {t("administration.tags.title")}
      </Title>
      <Text>{t("administration.tags.intro")}</Text>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <TextInput
          aria-label={t("administration.tags.search")}
          placeholder={t("administration.tags.search")}
          leftSection={<IconSearch size={16} />}
          value={q}
          onChange={(e) => {
            setQ(e.currentTarget.value);
            go({ q: e.currentTarget.value.trim(), page: 1 });
          }}
          style={{ flex: "1 1 14rem" }}
          data-testid="tag-search"
        />
        <Button
          leftSection={<IconGitMerge size={16} />}
          disabled={selected.size < 2}
          onClick={() => setMerging(true)}
          data-testid="tag-merge"
        >
          {t("administration.tags.merge")}
        </Button>
      </Group>
      <QueryState
        query={query}
        isEmpty={(data) => data.tags.length === 0}
        empty={
          debounced ? (
            <Text>{t("administration.tags.noMatch", { q: debounced })}</Text>
          ) : (
            <EmptyState
              title={t("administration.tags.emptyTitle")}
              description={t("administration.tags.emptyText")}
              icon={<IconTags />}
            />
          )
        }
      >
        {(data) => (
          <Stack gap="sm">
            <Table.ScrollContainer minWidth={320}>
              <Table data-testid="admin-tags">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={40}>
                      <VisuallyHidden>{t("administration.tags.merge")}</VisuallyHidden>
                    </Table.Th>
                    <Table.Th>{t("administration.tags.name")}</Table.Th>
                    <Table.Th ta="right">{t("administration.tags.uses")}</Table.Th>
                    <Table.Th ta="right">{t("administration.tags.actions")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.tags.map((tag) => (
                    <Table.Tr key={tag.id} data-testid="admin-tag">
                      <Table.Td>
                        <Checkbox
                          aria-label={t("administration.tags.select", { name: tag.name })}
                          checked={selected.has(tag.id)}
                          onChange={(e) => toggle(tag, e.currentTarget.checked)}
                        />
                      </Table.Td>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>#{tag.name}</Table.Td>
                      <Table.Td ta="right">{tag.uses}</Table.Td>
                      <Table.Td>
                        {/* On a phone the buttons show their icons (names for screen readers): the tag's name keeps its width. */}
                        <Group gap={4} justify="flex-end" wrap="nowrap">
                          <RowAction
                            icon={IconPencil}
                            label={t("administration.tags.rename")}
                            tag={tag}
                            testId="tag-rename"
                            onClick={() => setRenaming(tag)}
                          />
                          <RowAction
                            icon={IconTrash}
                            label={t("administration.tags.delete")}
                            tag={tag}
                            testId="tag-delete"
                            danger
                            onClick={() =>
                              openConfirm({
                                message: t("administration.tags.deleteConfirm", { name: tag.name }),
                                confirmLabel: t("administration.tags.delete"),
                                danger: true,
                                onConfirm: () => remove.mutate(tag),
                              })
                            }
                          />
                        </Group>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
            {data.meta.total_pages > 1 && (
              <Pagination page={page} totalPages={data.meta.total_pages} onChange={(p) => go({ page: p })} />
            )}
          </Stack>
        )}
      </QueryState>
      {renaming && <RenameModal tag={renaming} onClose={() => setRenaming(null)} />}
      {merging && (
        <MergeModal
          tags={[...selected.values()]}
          onClose={() => setMerging(false)}
          onMerged={() => {
            setMerging(false);
            setSelected(new Map());
          }}
        />
      )}
    </Stack>
  );
}
