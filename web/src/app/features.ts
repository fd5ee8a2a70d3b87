import { abuseReportsFeature } from "../features/abuse-reports";
import { activitiesFeature } from "../features/activities";
import { administrationFeature } from "../features/administration";
import { appsFeature } from "../features/apps";
import { authFeature } from "../features/auth";
import { blogsFeature } from "../features/blogs";
import { calendarFeature } from "../features/calendar";
import { channelsFeature } from "../features/channels";
import { chatFeature } from "../features/chat";
import { circularsFeature } from "../features/circulars";
import { dashboardFeature } from "../features/dashboard";
import { designsFeature } from "../features/designs";
import { directoryFeature } from "../features/directory";
import { filesFeature } from "../features/files";
import { groupsFeature } from "../features/groups";
import { invitationsFeature } from "../features/invitations";
import { mailingsFeature } from "../features/mailings";
import type { FeatureManifest } from "../features/manifest";
import { mapsFeature } from "../features/maps";
import { memberAdminFeature } from "../features/member-admin";
import { messagesFeature } from "../features/messages";
import { navigationFeature } from "../features/navigation";
import { notificationsFeature } from "../features/notifications";
import { officeFeature } from "../features/office";
import { pagesFeature } from "../features/pages";
import { participationFeature } from "../features/participation";
import { profileFeature } from "../features/profile";
import { propertySetsFeature } from "../features/property-sets";
import { searchFeature } from "../features/search";
import { tasksFeature } from "../features/tasks";
import { twoFactorFeature } from "../features/two-factor";
import { widgetbarsFeature } from "../features/widgetbars";

/**
 * Every web feature, in the order the userbar, the notifications menu and the start page list them.
 * Adding a feature is its folder plus one line here.
 */
export const features: readonly FeatureManifest[] = [
  // First: its userbar block (the network's navigation) leads the blocks.
  navigationFeature,
  activitiesFeature,
  circularsFeature,
  // The news surface's module links together: channels, then blogs.
  channelsFeature,
  blogsFeature,
  notificationsFeature,
  messagesFeature,
  chatFeature,
  groupsFeature,
  calendarFeature,
  participationFeature,
  tasksFeature,
  filesFeature,
  officeFeature,
  // Before the directory: it claims /members/map for the map navigation.
  mapsFeature,
  directoryFeature,
  pagesFeature,
  profileFeature,
  authFeature,
  twoFactorFeature,
  administrationFeature,
  invitationsFeature,
  memberAdminFeature,
  propertySetsFeature,
  designsFeature,
  mailingsFeature,
  dashboardFeature,
  searchFeature,
  widgetbarsFeature,
  abuseReportsFeature,
  appsFeature,
];
