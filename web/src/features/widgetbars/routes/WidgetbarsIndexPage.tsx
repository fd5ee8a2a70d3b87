import { START_PAGE_BAR_SLUG, type Widgetbar } from "@intranet/contracts";
import { Anchor, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { isApiError } from "../../../api/client";
import { QueryState } from "../../../components/QueryState";
import { notifyError } from "../../../components/toasts";
import { AdminOnly } from "../../administration";
import { groupNameQuery, widgetbarsQuery } from "../api";

/** The editor's path of a bar: `/administration/widgetbars/{id}/edit`, or under the group. */
export const editPath = (slug: string | null, identifier: string) =>
  `${slug ? `/groups/${slug}` : ""}/administration/widgetbars/${identifier}/edit`;
/** What a person calls a bar: the start page's, or the stream's by its slug (never the internal identifier). */
export const barName = (t: TFunction, slug: string) =>
  slug === START_PAGE_BAR_SLUG ? t("widgetbars.index.startPage") : t("widgetbars.index.stream", { slug });

/** The server's refusal (403 for a group's other members, 404 for who may not see the group): not a load error. */
export const refused = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);

export const indexPath = (slug: string | null) => `${slug ? `/groups/${slug}` : ""}/administration/widgetbars`;

/** /administration/widgetbars: the network's bars, for network administrators. */
export function WidgetbarsIndexPage() {
  const { t } = useTranslation();
  return (
    <AdminOnly>
      <WidgetbarList slug={null} title={t("widgetbars.index.title")} />
    </AdminOnly>
  );
}

/** /groups/{slug}/administration/widgetbars: a group's bars, for its administrators. */
export function GroupWidgetbarsIndexPage() {
  const { t } = useTranslation();
  const { slug = "" } = useParams();
  // The server answers 403/404 to anyone but the group's administrators: the list shows the not-found page then.
  const group = useQuery(groupNameQuery(slug));
  return <WidgetbarList slug={slug} title={t("widgetbars.index.groupTitle", { name: group.data ?? slug })} />;
}

function WidgetbarList({ slug, title }: { slug: string | null; title: string }) {
  const { t } = useTranslation();
  const list = useQuery(widgetbarsQuery(slug));
  const refusal = list.isError && refused(list.error);
  useEffect(() => {
    if (list.isError && !refusal) notifyError(t("widgetbars.editor.loadFailed"));
  }, [list.isError, refusal, t]);
  // Who may not administer the group sees the not-found page, as at the network's bars, not a failed load.
  if (refusal) return <QueryState query={list} forbiddenAsNotFound />;
  return (
    <Paper withBorder radius="md" p="md" maw={960}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        <Text c="dimmed" size="sm">
          {t("widgetbars.index.intro")}
        </Text>
        {list.isPending ? (
          <Text role="status">{t("widgetbars.editor.loading")}</Text>
        ) : list.isError ? (
          <Text role="alert" c="red.8">
            {t("widgetbars.editor.loadFailed")}
          </Text>
        ) : list.data ? (
          <Table data-testid="widgetbars-table">
            <Table.Tbody>
              {list.data.widgetbars.map((bar: Widgetbar) => (
                <Table.Tr key={bar.identifier}>
                  <Table.Td>
                    <Text fw={500}>{barName(t, bar.slug)}</Text>
                  </Table.Td>
                  <Table.Td>{t("widgetbars.index.widgets", { count: bar.widgets.length })}</Table.Td>
                  <Table.Td ta="right">
                    <Anchor component={Link} to={editPath(slug, bar.identifier)} data-testid={`edit-${bar.identifier}`}>
                      {t("widgetbars.index.edit")}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Paper>
  );
}
