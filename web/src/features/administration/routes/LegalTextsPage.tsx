import type { LegalTextEntry } from "@intranet/contracts";
import { ActionIcon, Anchor, Button, Group, Menu, Stack, Table, Text, Title, VisuallyHidden } from "@mantine/core";
import { IconDots, IconEye, IconPencil, IconPlus, IconScale, IconTrash } from "@tabler/icons-react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useNetwork } from "../../../api/network";
import { openConfirm } from "../../../components/confirm";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { notifySaved } from "../../../components/toasts";
import { formatInstant } from "../../../lib/dates";
import { useAppMutation } from "../../../lib/mutations";
import { deleteLegalText, legalTextsQuery, refreshLegalTexts } from "../api";
import { AdminOnly } from "../components/AdminOnly";

export const LEGAL_TEXTS = "/administration/legal_texts";

/** The context menu of a row: show (versions), edit unless read-only, delete after confirmation. */
function RowMenu({ text }: { text: LegalTextEntry }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remove = useAppMutation({
    mutationFn: () => deleteLegalText(text.id),
    onSuccess: async () => {
      notifySaved(t("administration.legal.deleted", { name: text.name }));
      await refreshLegalTexts(queryClient);
    },
  });
  return (
    <Menu position="bottom-end" shadow="md" width={200}>
      <Menu.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={t("administration.legal.actions", { name: text.name })}
          loading={remove.isPending}
          data-testid="legal-text-menu"
        >
          <IconDots size={18} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to={`${LEGAL_TEXTS}/${text.id}`} leftSection={<IconEye size={16} />}>
          {t("administration.legal.show")}
        </Menu.Item>
        {!text.read_only && (
          <>
            <Menu.Item
              component={Link}
              to={`${LEGAL_TEXTS}/${text.id}/edit`}
              leftSection={<IconPencil size={16} />}
              data-testid="legal-text-edit"
            >
              {t("administration.legal.edit")}
            </Menu.Item>
            <Menu.Item
              color="red"
              leftSection={<IconTrash size={16} />}
              data-testid="legal-text-delete"
              onClick={() =>
                openConfirm({
                  message: t("administration.legal.deleteConfirm", { name: text.name, path: text.path }),
                  confirmLabel: t("administration.legal.delete"),
                  danger: true,
                  onConfirm: () => remove.mutate(),
                })
              }
            >
              {t("administration.legal.delete")}
            </Menu.Item>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}

/** /administration/legal_texts: the table of name, public link and last update, with a context menu per row. */
export function LegalTextsPage() {
  return (
    <AdminOnly>
      <LegalTextList />
    </AdminOnly>
  );
}

function LegalTextList() {
  const { t } = useTranslation();
  const query = useQuery(legalTextsQuery);
  const zone = useNetwork().current_member?.time_zone;
  return (
    <Stack gap="md" maw={960}>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Title order={1} size="h2">
          {t("administration.legal.title")}
        </Title>
        <Button
          component={Link}
          to={`${LEGAL_TEXTS}/new`}
          leftSection={<IconPlus size={16} />}
          data-testid="legal-text-new"
        >
          {t("administration.legal.new")}
        </Button>
      </Group>
      <Text>{t("administration.legal.intro")}</Text>
      <QueryState
        query={query}
        isEmpty={(data) => data.legal_texts.length === 0}
        empty={<EmptyState title={t("administration.legal.empty")} icon={<IconScale />} />}
      >
        {(data) => (
          // On a phone the date moves under the name, so the row (and its menu) fits the screen without scrolling.
          <Table.ScrollContainer minWidth={0}>
            <Table verticalSpacing="sm" data-testid="legal-texts">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t("administration.legal.name")}</Table.Th>
                  <Table.Th>{t("administration.legal.link")}</Table.Th>
                  <Table.Th visibleFrom="sm">{t("administration.legal.updated")}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t("administration.legal.actionsColumn")}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.legal_texts.map((text) => (
                  <Table.Tr key={text.id} data-testid="legal-text-row">
                    <Table.Td>
                      <Anchor component={Link} to={`${LEGAL_TEXTS}/${text.id}`} fw={600}>
                        {text.name}
                      </Anchor>
                      <Text size="sm" c="dimmed" hiddenFrom="sm">
                        {formatInstant(text.updated_at, zone)}
                      </Text>
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>
                      <Anchor component={Link} to={text.path}>
                        {text.path}
                      </Anchor>
                    </Table.Td>
                    <Table.Td visibleFrom="sm">{formatInstant(text.updated_at, zone)}</Table.Td>
                    <Table.Td ta="right">
                      <RowMenu text={text} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
    </Stack>
  );
}
