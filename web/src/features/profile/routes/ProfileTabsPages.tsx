import { Stack, Tabs } from "@mantine/core";
import { IconHeart, IconTimeline } from "@tabler/icons-react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { EmptyState } from "../../../components/EmptyState";

/** Information, activities and likes of a profile. */
export function ProfileTabs() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/members/${id}`;
  const active = pathname.endsWith("/activities")
    ? "activities"
    : pathname.endsWith("/likes")
      ? "likes"
      : "information";
  return (
    <Tabs value={active} onChange={(v) => navigate(v === "information" ? base : `${base}/${v}`)}>
      <Tabs.List>
        <Tabs.Tab value="information" data-testid="profile-tab-information">
          {t("profile.tabs.information")}
        </Tabs.Tab>
        <Tabs.Tab value="activities" data-testid="profile-tab-activities">
          {t("profile.tabs.activities")}
        </Tabs.Tab>
        <Tabs.Tab value="likes" data-testid="profile-tab-likes">
          {t("profile.tabs.likes")}
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}

/** /members/{id}/activities: filled by the activity-stream module. */
export function ProfileActivitiesPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={880}>
      <ProfileTabs />
      <EmptyState title={t("profile.tabs.activitiesEmpty")} icon={<IconTimeline />} />
    </Stack>
  );
}

/** /members/{id}/likes: filled by the activity-stream module. */
export function ProfileLikesPage() {
  const { t } = useTranslation();
  return (
    <Stack maw={880}>
      <ProfileTabs />
      <EmptyState title={t("profile.tabs.likesEmpty")} icon={<IconHeart />} />
    </Stack>
  );
}
