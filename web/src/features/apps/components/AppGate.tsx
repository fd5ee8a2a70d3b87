import type { AppDetail } from "@intranet/contracts";
import { Alert } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNetwork } from "../../../api/network";
import { QueryState } from "../../../components/QueryState";
import { myGroupsQuery } from "../../groups";
import { appQuery } from "../api";

/** The refusal a screen shows instead of what the member may not do (as the channels' screens do). */
export function NoAppPermission() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" data-testid="app-no-permission">
      {t("apps.noPermission")}
    </Alert>
  );
}

/**
 * An app screen that changes something: its content for who holds the app's permission (`can.manage` for its
 * definition, `can.create_items` for a new item), the refusal for its other readers (the server would answer their
 * saves 403), not found for who may not read it.
 */
export function AppGate({
  slug,
  can,
  children,
}: {
  slug: string;
  can: keyof AppDetail["can"];
  children: (app: AppDetail) => ReactNode;
}) {
  const query = useQuery(appQuery(slug));
  return <QueryState query={query}>{(app) => (app.can[can] ? children(app) : <NoAppPermission />)}</QueryState>;
}

/** Whether the member administrates this group, from their groups (`is_admin`). */
function GroupAdminGate({ groupId, children }: { groupId: string; children: ReactNode }) {
  const groups = useQuery(myGroupsQuery);
  return (
    <QueryState query={groups}>
      {(data) => (data.groups.some((g) => g.id === groupId && g.is_admin) ? children : <NoAppPermission />)}
    </QueryState>
  );
}

/**
 * The app creator's gate, as the server decides (`mayDefineAppIn`): network administrators define apps anywhere, a
 * group's administrators (never guests) in their group (`?group_id=`); everyone else gets the refusal.
 */
export function AppCreateGate({ groupId, children }: { groupId: string | null; children: ReactNode }) {
  const network = useNetwork();
  if (network.can.administrate) return children;
  if (groupId === null || network.current_member?.is_external) return <NoAppPermission />;
  return <GroupAdminGate groupId={groupId}>{children}</GroupAdminGate>;
}
