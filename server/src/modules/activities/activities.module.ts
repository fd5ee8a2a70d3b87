import { ACTIVITIES_TOPIC } from "@intranet/contracts";
import type { ModuleDescriptor } from "../module.js";
import { activityAbuseSubject, replyAbuseSubject } from "./abuse-subjects.repo.js";
import { crawlsCarriedFor, mayReadActivityAttachment, readableActivityTopicIds } from "./activities.access.js";
import { groupActivityCountColumn, objectActivityId } from "./activities.repo.js";
import { activitiesRoutes } from "./activities.routes.js";
import * as schema from "./activities.schema.js";
import { postObjectActivity, removeObjectActivities } from "./activities.service.js";
import { activeMemberCounts, postCounts } from "./activity-statistics.repo.js";
import * as linkSchema from "./links.schema.js";
import * as pollSchema from "./polls.schema.js";
import { activitiesSearch } from "./search.repo.js";
import * as streamSchema from "./streams.schema.js";
import { recordTags } from "./tags.repo.js";

/** Activity streams: notes, questions, polls and date polls in the network's and groups' streams, replies, answers, likes, tags, votes. */
export const activitiesModule: ModuleDescriptor = {
  name: "activities",
  routes: activitiesRoutes,
  administrationLinks: () => [
    { section: "content", label: "administration.shell.activitystreams", path: "/administration/activitystreams" },
    { section: "content", label: "administration.shell.tags", path: "/administration/tags" },
  ],
  schema: { ...schema, ...pollSchema, ...streamSchema, ...linkSchema },
  abuseSubjects: { activity: activityAbuseSubject, reply: replyAbuseSubject },
  // Images and files of an activity or its replies: whoever may read the activity.
  fileAccess: (db, member, upload) => mayReadActivityAttachment(db, member, upload.id),
  // A post's or reply's link preview: its crawl for whoever may read the activity.
  crawlCarriers: crawlsCarriedFor,
  searchSources: { activities: activitiesSearch },
  // Activities other modules post about their objects (appointments, files), through ctx.modules.objectActivities.
  objectActivities: { post: postObjectActivity, remove: removeObjectActivities, idOf: objectActivityId },
  // Files' and folders' profile tags under their property set's tag parents, through ctx.modules.tagRecorder.
  tagRecorder: recordTags,
  // A group's `activity_count`.
  groupActivityCount: groupActivityCountColumn,
  // `activities:{group id | all | network}`: new and changed activities, for those who may read them.
  topicAccess: { [ACTIVITIES_TOPIC]: { allowed: readableActivityTopicIds } },
  statisticsSources: () => [
    {
      key: "active_members",
      distinct: true,
      count: async (db, s) => ({ points: await activeMemberCounts(db, s.groupId, s) }),
    },
    { key: "posts", count: async (db, s) => ({ points: await postCounts(db, s.groupId, s) }) },
  ],
};
