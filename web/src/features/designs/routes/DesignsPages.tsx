import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useNetwork } from "../../../api/network";
import { EmptyState } from "../../../components/EmptyState";
import { QueryState } from "../../../components/QueryState";
import { usePageTitle } from "../../../lib/page-title";
import { GroupContentLayout } from "../../groups";
import { type DesignContext, themeQuery } from "../api";
import { DesignsList } from "../components/DesignsList";
import { ThemeForm } from "../components/ThemeForm";

/** Like the server, say nothing about a context's designs to those who may not administrate it. */
function NotFound() {
  const { t } = useTranslation();
  return <EmptyState title={t("errors.notFoundTitle")} />;
}

/** New (no id) or edit (the theme loaded first). */
function DesignForm({ context }: { context: DesignContext }) {
  const { id } = useParams();
  const query = useQuery({ ...themeQuery(context, id ?? ""), enabled: id !== undefined });
  if (!id) return <ThemeForm context={context} theme={null} />;
  return (
    <QueryState query={query}>{(theme) => <ThemeForm key={theme.id} context={context} theme={theme} />}</QueryState>
  );
}

function NetworkOnly({ children }: { children: ReactNode }) {
  return useNetwork().can.administrate ? children : <NotFound />;
}

/** /administration/designs: the network's designs, for network administrators. */
export function NetworkDesignsPage() {
  const { t } = useTranslation();
  return (
    <NetworkOnly>
      <DesignsList context={{ type: "network" }} title={t("designs.title")} />
    </NetworkOnly>
  );
}

/** /administration/designs/new and /administration/designs/{id}/edit. */
export function NetworkDesignFormPage() {
  return (
    <NetworkOnly>
      <DesignForm context={{ type: "network" }} />
    </NetworkOnly>
  );
}

/** The category the path names, if the member administrates it (network administrators do). */
function useCategory() {
  const network = useNetwork();
  const { categoryId } = useParams();
  const category = network.group_categories.find((c) => c.id === categoryId);
  usePageTitle(category?.plural_name);
  return category?.can.administrate ? category : null;
}

/** /group-categories/{id}/administration/designs. */
export function CategoryDesignsPage() {
  const { t } = useTranslation();
  const category = useCategory();
  if (!category) return <NotFound />;
  return (
    <DesignsList
      context={{ type: "group_category", categoryId: category.id }}
      title={t("designs.groupTitle", { name: category.plural_name })}
    />
  );
}

/** /group-categories/{id}/administration/designs/new and …/{designId}/edit. */
export function CategoryDesignFormPage() {
  const category = useCategory();
  if (!category) return <NotFound />;
  return <DesignForm context={{ type: "group_category", categoryId: category.id }} />;
}

/** A group's designs screens sit under its header, for its administrators. */
function GroupDesigns({ children }: { children: (context: DesignContext, name: string) => ReactNode }) {
  return (
    <GroupContentLayout>
      {(group) => (group.can.administrate ? children({ type: "group", slug: group.slug }, group.name) : <NotFound />)}
    </GroupContentLayout>
  );
}

/** /groups/{slug}/administration/designs. */
export function GroupDesignsPage() {
  const { t } = useTranslation();
  return (
    <GroupDesigns>
      {(context, name) => <DesignsList context={context} title={t("designs.groupTitle", { name })} />}
    </GroupDesigns>
  );
}

/** /groups/{slug}/administration/designs/new and …/{designId}/edit. */
export function GroupDesignFormPage() {
  return <GroupDesigns>{(context) => <DesignForm context={context} />}</GroupDesigns>;
}
