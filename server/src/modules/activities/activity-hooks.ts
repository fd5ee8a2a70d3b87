import type { ActivityObjectSummary } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import type { MemberRow } from "../members/members.schema.js";
import { type AfterCommit, keyed, type RegistryCollectors, single } from "../module.js";
import type { UploadRow } from "../uploads/uploads.schema.js";
import type { ActivityRow } from "./activities.schema.js";

/**
 * A kind of activity another module posts about one of its objects (an appointment): how to present those
 * objects to a member, as summaries by id. An object the member may not read (or that is gone) has no entry,
 * and its activity is left out of what they see.
 */
type ObjectType = {
  present: (
    db: DbOrTx,
    member: MemberRow,
    ids: string[],
    ctx: AppContext,
  ) => Promise<Map<string, ActivityObjectSummary>>;
};
/**
 * Files attached to activities and replies, as they change inside the writing transaction: `added` are the uploads
 * newly attached as files (not images), `removed` the upload ids no longer attached (an edit, a deleted reply or
 * activity). The files module keeps them in the context's activity-stream folder.
 */
type AttachmentsHook = (
  tx: DbOrTx,
  change: { groupId: string | null; authorId: string; added: UploadRow[]; removed: string[] },
) => Promise<void>;

/** What an object's activity says: `html` (rich text, cleaned by the activity allowlist) is its text, if any. */
export type ObjectActivityInput = {
  objectType: ActivityRow["objectType"];
  objectId: string;
  authorId: string;
  groupId: string | null;
  html?: string;
};

/**
 * How another module posts an activity about one of its objects (an appointment, a file) in the writing transaction
 * (the result announces it after commit), and removes those of an object that is gone. The activities module supplies
 * it; the object's module reaches it as `ctx.modules.objectActivities` and registers how to present its objects
 * (`activityTypes`).
 */
type ObjectActivities = {
  post: (tx: DbOrTx, ctx: AppContext, input: ObjectActivityInput) => Promise<AfterCommit>;
  remove: (tx: DbOrTx, objectType: ActivityRow["objectType"], objectId: string) => Promise<unknown>;
  /** The id of the activity posted about the object (where its readers comment and like), null when none is. */
  idOf: (db: DbOrTx, objectType: ActivityRow["objectType"], objectId: string) => Promise<string | null>;
};

declare module "../module.js" {
  interface ModuleDescriptor {
    activityTypes?: Record<string, ObjectType>;
    activityAttachments?: AttachmentsHook;
    /** Exactly one module (activities) posts activities about other modules' objects. */
    objectActivities?: ObjectActivities;
  }
  interface ModuleRegistry {
    activityTypes: ReadonlyMap<string, ObjectType>;
    /** Every module's hook on activity file attachments, run in order. */
    activityAttachments: AttachmentsHook;
    objectActivities: ObjectActivities;
  }
}

/** Without an activities module nothing is posted. */
const noActivities: ObjectActivities = {
  post: async () => async () => {},
  remove: async () => {},
  idOf: async () => null,
};

export const activityCollectors = {
  activityTypes: (descriptors) => keyed(descriptors, (d) => d.activityTypes),
  activityAttachments: (descriptors) => async (tx, change) => {
    if (change.added.length === 0 && change.removed.length === 0) return;
    for (const d of descriptors) await d.activityAttachments?.(tx, change);
  },
  objectActivities: (descriptors) =>
    single(descriptors, "the object activities", (d) => d.objectActivities, noActivities),
} satisfies Partial<RegistryCollectors>;
