import { useParams, useSearchParams } from "react-router";
import { AppCreateGate, AppGate } from "../components/AppGate";
import { Creator } from "./AppCreatorPage";

/**
 * `/apps/new` (`?group_id=` for a group's app, `?group=` its slug to name it): the app creator, for who may define an
 * app there.
 */
export function AppNewPage() {
  const [search] = useSearchParams();
  const groupId = search.get("group_id");
  return (
    <AppCreateGate groupId={groupId}>
      <Creator app={null} groupId={groupId} groupSlug={search.get("group")} />
    </AppCreateGate>
  );
}

/** `/apps/{appSlug}/edit`: for who may change the app's definition (`can.manage`). */
export function AppEditPage() {
  const { appSlug = "" } = useParams();
  return (
    <AppGate slug={appSlug} can="manage">
      {(app) => <Creator app={app} groupId={app.group_id} groupSlug={null} />}
    </AppGate>
  );
}
