import { Tabs, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useNetwork } from "../../../api/network";

const pathOf = (tab: string) => (tab === "members" ? "/members" : `/directory/${tab}`);

/**
 * The directory's heading and tab bar: members, each group category, and channels (`/directory/channels`, the
 * channels feature's screen under the same bar). An unknown tab (a category that is gone) selects none.
 */
export function DirectoryTabs({ active }: { active: string }) {
  const { t } = useTranslation();
  const network = useNetwork();
  const navigate = useNavigate();
  const tabs: { value: string; label: ReactNode }[] = [
    { value: "members", label: t("groups.directory.members") },
    ...network.group_categories.map((c) => ({ value: c.slug, label: c.plural_name })),
    { value: "channels", label: t("groups.directory.channels") },
  ];
  const known = tabs.some((tab) => tab.value === active);
  return (
    <>
      <Title order={1} size="h2">
        {t("groups.directory.title")}
      </Title>
      <Tabs value={known ? active : null} onChange={(value) => value && navigate(pathOf(value))}>
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value} data-testid={`directory-tab-${tab.value}`}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
    </>
  );
}
