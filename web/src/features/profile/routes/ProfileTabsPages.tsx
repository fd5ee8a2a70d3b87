import { Stack, Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { useLocation, useNavigate, useParams } from "react-router";
import { PageLoader } from "../../../components/PageLoader";
import { usePageTitleContext } from "../../../lib/page-title";
import { MemberActivityList } from "../../activities";
import { memberQuery } from "../api";

/** Information, activities and likes of a profile. */
export function ProfileTabs() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/members/${id}`;
  // Each tab is the member's: their name follows the tab's title.
  usePageTitleContext(useQuery(memberQuery(id)).data?.displayName);
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

/** /members/{id}/activities: the member's activities, newest first. */
export function ProfileActivitiesPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <Stack maw={880}>
      <ProfileTabs />
      <Suspense fallback={<PageLoader />}>
        <MemberActivityList key={id} memberId={id} emptyText={t("profile.tabs.activitiesEmpty")} />
      </Suspense>
    </Stack>
  );
}

/** /members/{id}/likes: the activities the member likes. */
export function ProfileLikesPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  return (
    <Stack maw={880}>
      <ProfileTabs />
      <Suspense fallback={<PageLoader />}>
        <MemberActivityList key={id} memberId={id} likes emptyText={t("profile.tabs.likesEmpty")} />
      </Suspense>
    </Stack>
  );
}
