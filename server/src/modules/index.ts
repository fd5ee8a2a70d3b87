import type { AppContext } from "../context.js";
import { abuseReportsModule } from "./abuse-reports/abuse-reports.module.js";
import { abuseSubjectCollectors } from "./abuse-reports/abuse-subjects.js";
import { activitiesModule } from "./activities/activities.module.js";
import { activityCollectors } from "./activities/activity-hooks.js";
import { tagCollectors } from "./activities/tag-hooks.js";
import { administrationModule } from "./administration/administration.module.js";
import { administrationContextCollectors } from "./administration/administration-contexts.js";
import { administrationLinkCollectors } from "./administration/administration-userbar.js";
import { statisticsCollectors } from "./administration/statistics.js";
import { appsModule } from "./apps/apps.module.js";
import { authModule } from "./auth/auth.module.js";
import { signInCollectors } from "./auth/sign-in-challenge.js";
import { feedMemberCollectors } from "./blogs/blog-feed.js";
import { blogHostCollectors } from "./blogs/blog-hosts.js";
import { blogsModule } from "./blogs/blogs.module.js";
import { calendarModule } from "./calendar/calendar.module.js";
import { appointmentCollectors } from "./calendar/participation-hooks.js";
import { channelBlogCollectors } from "./channels/channel-blogs.js";
import { channelsModule } from "./channels/channels.module.js";
import { chatModule } from "./chat/chat.module.js";
import { circularsModule } from "./circulars/circulars.module.js";
import { crawlCarrierCollectors } from "./crawls/crawl-carriers.js";
import { crawlsModule } from "./crawls/crawls.module.js";
import { devicesModule } from "./devices/devices.module.js";
import { directoryModule } from "./directory/directory.module.js";
import { filesModule } from "./files/files.module.js";
import { groupPagesModule } from "./group-pages/group-pages.module.js";
import { groupCountCollectors } from "./groups/group-counts.js";
import { groupTabCollectors } from "./groups/group-navigation.js";
import { groupsModule } from "./groups/groups.module.js";
import { inviteKindCollectors } from "./groups/invite-kinds.js";
import { invitationsModule } from "./invitations/invitations.module.js";
import { mailModule } from "./mail/mail.module.js";
import { mailingsModule } from "./mailings/mailings.module.js";
import { mapsModule } from "./maps/maps.module.js";
import { memberAdminModule } from "./member-admin/member-admin.module.js";
import { groupLookupCollectors } from "./members/group-lookup.access.js";
import { imagePublisherCollectors } from "./members/image-publisher.js";
import { membersModule } from "./members/members.module.js";
import { profilePropertiesCollectors } from "./members/profile-properties.js";
import { messagesModule } from "./messages/messages.module.js";
import {
  collectRegistry,
  coreCollectors,
  type ModuleDescriptor,
  type ModuleRegistry,
  type RegistryCollectors,
} from "./module.js";
import { navigationModule } from "./navigation/navigation.module.js";
import { navigationPageCollectors } from "./navigation/page-sources.js";
import { networkModule } from "./network/network.module.js";
import { networkCollectors } from "./network/network-hooks.js";
import { notificationsModule } from "./notifications/notifications.module.js";
import { officeModule } from "./office/office.module.js";
import { participationModule } from "./participation/participation.module.js";
import { propertySetsModule } from "./property-sets/property-sets.module.js";
import { realtimeModule } from "./realtime/realtime.module.js";
import { socketCollectors } from "./realtime/socket-hooks.js";
import { registrationsModule } from "./registrations/registrations.module.js";
import { searchModule } from "./search/search.module.js";
import { searchCollectors } from "./search/search-source.js";
import { tasksModule } from "./tasks/tasks.module.js";
import { translationCollectors } from "./translation/translatables.js";
import { translationModule } from "./translation/translation.module.js";
import { twoFactorModule } from "./two-factor/two-factor.module.js";
import { unreadsModule } from "./unreads/unreads.module.js";
import { archiveCollectors } from "./uploads/archives.js";
import { fileAccessCollectors } from "./uploads/file-access.js";
import { uploadsModule } from "./uploads/uploads.module.js";
import { widgetbarsModule } from "./widgetbars/widgetbars.module.js";

/** Every server module, in registration order; adding a module is its folder and one line here. */
export const modules: readonly ModuleDescriptor[] = [
  realtimeModule,
  translationModule,
  unreadsModule,
  authModule,
  networkModule,
  membersModule,
  memberAdminModule,
  groupsModule,
  groupPagesModule,
  tasksModule,
  mapsModule,
  calendarModule,
  participationModule,
  uploadsModule,
  crawlsModule,
  devicesModule,
  twoFactorModule,
  mailModule,
  mailingsModule,
  messagesModule,
  directoryModule,
  activitiesModule,
  notificationsModule,
  circularsModule,
  invitationsModule,
  chatModule,
  filesModule,
  officeModule,
  propertySetsModule,
  registrationsModule,
  searchModule,
  navigationModule,
  administrationModule,
  widgetbarsModule,
  abuseReportsModule,
  blogsModule,
  channelsModule,
  appsModule,
];

/** How each hook is collected into `ctx.modules`, from the module that owns it (the type makes a missing one fail). */
const collectors: RegistryCollectors = {
  ...coreCollectors,
  ...fileAccessCollectors,
  ...translationCollectors,
  ...searchCollectors,
  ...activityCollectors,
  ...tagCollectors,
  ...navigationPageCollectors,
  ...appointmentCollectors,
  ...socketCollectors,
  ...networkCollectors,
  ...groupLookupCollectors,
  ...inviteKindCollectors,
  ...groupTabCollectors,
  ...groupCountCollectors,
  ...archiveCollectors,
  ...crawlCarrierCollectors,
  ...signInCollectors,
  ...imagePublisherCollectors,
  ...profilePropertiesCollectors,
  ...administrationLinkCollectors,
  ...statisticsCollectors,
  ...administrationContextCollectors,
  ...abuseSubjectCollectors,
  ...blogHostCollectors,
  ...feedMemberCollectors,
  ...channelBlogCollectors,
};

/** The app's registry of what the descriptors add (the app's modules, or a test's). */
export const collectModules = (descriptors: readonly ModuleDescriptor[], ctx: AppContext): ModuleRegistry =>
  collectRegistry(descriptors, ctx, collectors);
