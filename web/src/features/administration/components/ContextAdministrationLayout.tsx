import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Outlet, useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { contextGroupQuery } from "../audit-statistics-api";

function NotFound() {
  const { t } = useTranslation();
  return <EmptyState title={t("errors.notFoundTitle")} />;
}

/**
 * The route guard of a group's administration screens (/groups/{slug}/administration…): the group's own `can` decides
 * (the preload does not know it); whoever may not administrate the group sees not-found, like a group that is hidden.
 */
export function GroupAdministrationLayout() {
  const { slug = "" } = useParams();
  const query = useQuery(contextGroupQuery(slug));
  return (
    <QueryState query={query} notFound={<NotFound />}>
      {(group) => (group.can.administrate ? <Outlet /> : <NotFound />)}
    </QueryState>
  );
}

/** The route guard of a group category's administration screens: the preload's category says who administrates it. */
export function CategoryAdministrationLayout() {
  const { id } = useParams();
  const category = useNetwork().group_categories.find((c) => c.id === id);
  return category?.can.administrate ? <Outlet /> : <NotFound />;
}
