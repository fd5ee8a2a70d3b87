import { zoneOffsets } from "../../lib/dates.js";
import type { ModuleDescriptor } from "../module.js";
import { networkPreloadPart } from "../network/network-hooks.js";
import { memberAbuseSubject } from "./abuse-subjects.repo.js";
import { presentMember } from "./member.presenter.js";
import { isProfilePicture } from "./members.repo.js";
import { membersRoutes } from "./members.routes.js";
import * as schema from "./members.schema.js";
import { memberCounts } from "./members-statistics.repo.js";
import { membersSearch } from "./search.repo.js";

/** Profiles, pictures, settings, locale, ignored members, change requests, onboarding. */
export const membersModule: ModuleDescriptor = {
  name: "members",
  routes: membersRoutes,
  schema,
  abuseSubjects: { member: memberAbuseSubject },
  // Profile pictures: every member may see every profile.
  fileAccess: (db, _member, upload) => isProfilePicture(db, upload.id),
  searchSources: { members: membersSearch },
  networkPreload: networkPreloadPart(
    () => ({}),
    (req) => ({
      current_member: req.member ? presentMember(req, req.member) : null,
      time_zone_offsets: req.member ? zoneOffsets(req.member.timeZone) : null,
    }),
  ),
  statisticsSources: () => [
    { key: "members", cumulative: true, count: (db, s) => (s.groupId ? Promise.resolve(null) : memberCounts(db, s)) },
  ],
};
