import { Paper, Stack, Tabs, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { PageLoader } from "../../../components/PageLoader";
import { QueryState } from "../../../components/QueryState";
import { InternalInviteForm } from "../../groups";
import { type InviteScope, inviteSettingsQuery } from "../api";
import { CsvInviteForm } from "../components/CsvInviteForm";
import { EmailInviteForm } from "../components/EmailInviteForm";
import { InviteList } from "../components/InviteList";

type Tab = "internal" | "email" | "csv";

/** The scope from the route: /groups/{slug}/…, /group-categories/{id}/…, or the network's /administration/…. */
function useScope(): InviteScope {
  const { slug, id } = useParams();
  if (slug) return { kind: "group", slug };
  if (id) return { kind: "category", id };
  return { kind: "network" };
}

/**
 * The invite screen (administration.md §2): the tabs the scope's flags allow (§6: internal with invite_internal, e-mail
 * and CSV list with invite_external or invite_external_guests), the tab in `?tab=`, and the scope's e-mail invitations
 * below. A 403 or 404 of the settings shows not-found.
 */
export function InvitePage() {
  const { t } = useTranslation();
  const scope = useScope();
  const settings = useQuery(inviteSettingsQuery(scope));
  const [params, setParams] = useSearchParams();
  // Who may not invite in this scope meets not-found, with nothing of the screen drawn.
  if (!settings.isSuccess) return <QueryState query={settings} forbiddenAsNotFound />;
  const data = settings.data;
  const external = data.can.invite_external || data.can.invite_external_guests;
  const tabs: Tab[] = [
    ...(data.can.invite_internal ? (["internal"] as const) : []),
    ...(external ? (["email", "csv"] as const) : []),
  ];
  const asked = params.get("tab") as Tab | null;
  const tab = asked && tabs.includes(asked) ? asked : tabs[0];
  return (
    <Stack gap="lg" maw={960}>
      {/* A group's invite screen sits under the group's header, whose name is the first heading. */}
      <Title order={scope.kind === "group" ? 2 : 1} size="h2">
        {t("invitations.title")}
      </Title>
      <Paper withBorder p="md" radius="md">
        <Tabs
          value={tab}
          onChange={(next) =>
            setParams((prev) => {
              const search = new URLSearchParams(prev);
              search.set("tab", next ?? "");
              return search;
            })
          }
          keepMounted={false}
        >
          <Tabs.List mb="md">
            {tabs.map((name) => (
              <Tabs.Tab key={name} value={name} data-testid={`invite-tab-${name}`}>
                {t(`invitations.tabs.${name}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="internal">
            <Suspense fallback={<PageLoader />}>
              <InternalInviteForm
                embedded
                categoryId={scope.kind === "category" ? scope.id : undefined}
                offered={scope.kind === "group" ? undefined : data.groups}
              />
            </Suspense>
          </Tabs.Panel>
          <Tabs.Panel value="email">
            <EmailInviteForm scope={scope} settings={data} />
          </Tabs.Panel>
          <Tabs.Panel value="csv">
            <CsvInviteForm scope={scope} settings={data} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      {external && <InviteList scope={scope} />}
    </Stack>
  );
}
