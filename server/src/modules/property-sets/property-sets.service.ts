import {
  isoDate,
  MEMBER_PROFILE_TYPES,
  PROPERTY_LIST_MAX,
  PROPERTY_TEXT_MAX,
  type Property,
  type PropertySetContextType,
  type PropertySetDefinition,
  type PropertySetName,
  type PropertyValues,
  profileFilters,
} from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { DbOrTx } from "../../db/client.js";
import { badRequest, invalid, notFound } from "../../http/errors.js";
import { findReadableFolder } from "../files/files.access.js";
import { folderPath } from "../files/files.repo.js";
import { findVisibleGroup, isGroupAdmin } from "../groups/groups.access.js";
import { findMembersByIds } from "../members/members.repo.js";
import type { MemberRow } from "../members/members.schema.js";
import { getNetwork } from "../network/network.service.js";
import { canReadUpload } from "../uploads/file-access.js";
import { findUploads, publishOwnUploads } from "../uploads/uploads.repo.js";
import { chainDefinitions, type EffectiveSet, effectiveOf } from "./property-set.js";
import { type ProfileListing, type SetContext, setsOf, upsertSet } from "./property-sets.repo.js";

const NETWORK: SetContext = { type: "network", id: null };

/** The contexts a folder's sets come from, the network first and the folder itself last. */
export async function folderChain(db: DbOrTx, folder: { id: string; groupId: string | null }): Promise<SetContext[]> {
  const path = await folderPath(db, folder.id);
  return [
    NETWORK,
    ...(folder.groupId ? [{ type: "group" as const, id: folder.groupId }] : []),
    ...path.map((f) => ({ type: "folder" as const, id: f.id })),
  ];
}

/** A context as the member sees it: its chain, and whether they may change its set; 404 when they may not read it. */
export async function resolveContext(
  db: DbOrTx,
  member: MemberRow,
  type: PropertySetContextType,
  id: string | undefined,
  name?: PropertySetName,
): Promise<{ chain: SetContext[]; manage: boolean }> {
  // The member profile is the network's alone: no group or folder has members of its own to describe.
  if (name === "member_profile" && type !== "network") throw invalid({ context_type: ["is invalid"] });
  if (type === "network") return { chain: [NETWORK], manage: member.isNetworkAdmin };
  if (!id) throw notFound();
  if (type === "group") {
    const found = await findVisibleGroup(db, member, { id });
    if (!found?.readContent) throw notFound();
    return {
      chain: [NETWORK, { type, id }],
      manage: member.isNetworkAdmin || isGroupAdmin(found.membership),
    };
  }
  const readable = await findReadableFolder(db, member, id);
  if (!readable) throw notFound();
  // Property sets are the administrators' (issue 16: "editable by administrators"): a folder's own, its managers'.
  return { chain: await folderChain(db, readable.folder), manage: readable.manage };
}

export async function definitionsOf(db: DbOrTx, name: PropertySetName, chain: SetContext[]) {
  return chainDefinitions(chain, await setsOf(db, name, chain));
}

/** The set the context's own set builds on (the nearest context above with one), or null. */
export function parentOf(defs: Awaited<ReturnType<typeof definitionsOf>>) {
  const above = defs.slice(0, -1).filter((d) => d.definition !== undefined);
  const nearest = above.at(-1);
  return nearest?.definition ? { context: nearest.context, type: nearest.definition.type } : null;
}

/**
 * Saves the context's set. A modified set needs a set above it to modify, and adds options only to its selections
 * (options it already has are left out).
 */
export async function saveSet(
  db: DbOrTx,
  name: PropertySetName,
  chain: SetContext[],
  definition: PropertySetDefinition,
) {
  const context = chain.at(-1) ?? NETWORK;
  if (name === "member_profile") {
    const errors = Object.fromEntries(
      definition.properties.flatMap((p, i) =>
        MEMBER_PROFILE_TYPES.includes(p.type) ? [] : [[`properties.${i}.type`, ["is invalid"]]],
      ),
    );
    if (Object.keys(errors).length > 0) throw invalid(errors);
  }
  let saved = definition;
  if (definition.type === "modified") {
    const parent = effectiveOf(await definitionsOf(db, name, chain.slice(0, -1)));
    if (!parent) throw invalid({ type: ["is invalid"] });
    const errors: Record<string, string[]> = {};
    const addOptions = definition.modifications.add_options.map((m, i) => {
      const property = parent.properties.find((p) => p.name === m.name && p.type === "selection");
      if (!property) errors[`modifications.add_options.${i}.name`] = ["is invalid"];
      const known = new Set(property?.options.map((o) => o.value));
      return { name: m.name, options: m.options.filter((o) => !known.has(o.value)) };
    });
    if (Object.keys(errors).length > 0) throw invalid(errors);
    saved = { ...definition, properties: [], modifications: { add_options: addOptions } };
  } else {
    saved = { ...definition, modifications: { add_options: [] } };
  }
  return upsertSet(db, name, context, saved);
}

const settingOf = (name: PropertySetName) =>
  name === "file_profile" ? ("file_profiles_enabled" as const) : ("folder_profiles_enabled" as const);

/** Whether the network uses this profile (administration settings). */
export async function profilesEnabled(db: DbOrTx, name: PropertySetName): Promise<boolean> {
  return (await getNetwork(db)).settings[settingOf(name)] === true;
}

/** The effective set of a folder (for its files' profile: `file_profile`; for itself: `folder_profile`). */
export async function effectiveSetOfFolder(
  db: DbOrTx,
  name: PropertySetName,
  folder: { id: string; groupId: string | null },
): Promise<EffectiveSet | null> {
  return effectiveOf(await definitionsOf(db, name, await folderChain(db, folder)));
}

const isDate = (v: string) => isoDate().safeParse(v).success;
export const listOf = (value: PropertyValues[string]) => (Array.isArray(value) ? value : null);
/** No value given: null, empty text, an empty list (left out of what is stored). */
export const isEmptyValue = (value: PropertyValues[string]) =>
  value === null || value === "" || (Array.isArray(value) && value.length === 0);

/**
 * A selection, date, text or tag value as stored (tags trimmed, unique, at most 50), or undefined when it does not
 * fit its property's type.
 */
export function scalarValue(property: Property, value: PropertyValues[string]): PropertyValues[string] | undefined {
  switch (property.type) {
    case "selection":
      return typeof value === "string" && property.options.some((o) => o.value === value) ? value : undefined;
    case "date":
      return typeof value === "string" && isDate(value) ? value : undefined;
    case "text":
      return typeof value === "string" && value.length <= PROPERTY_TEXT_MAX ? value : undefined;
    case "tag": {
      const tags = listOf(value)?.map((t) => t.trim());
      return !tags || tags.some((t) => t === "") ? undefined : [...new Set(tags)].slice(0, PROPERTY_LIST_MAX);
    }
    default:
      return undefined;
  }
}

/**
 * Profile values checked against the folder's effective set: unknown names refused, each value by its property's
 * type; uploads must be the member's own or readable by them, members must exist. Empty values are left out.
 * Undefined (nothing to change) while the network has the profile off.
 */
export async function checkedProfile(
  ctx: AppContext,
  member: MemberRow,
  name: PropertySetName,
  folder: { id: string; groupId: string | null },
  values: PropertyValues | undefined,
  field: string,
): Promise<PropertyValues | undefined> {
  if (values === undefined || !(await profilesEnabled(ctx.db, name))) return undefined;
  const properties = (await effectiveSetOfFolder(ctx.db, name, folder))?.properties ?? [];
  const errors: Record<string, string[]> = {};
  const out: PropertyValues = {};
  const refs: { key: string; property: Property; ids: string[] }[] = [];
  for (const [key, value] of Object.entries(values)) {
    const property = properties.find((p) => p.name === key);
    const fail = () => {
      errors[`${field}.${key}`] = ["is invalid"];
    };
    if (!property) {
      fail();
      continue;
    }
    if (isEmptyValue(value)) continue;
    switch (property.type) {
      case "selection":
      case "date":
      case "text":
      case "tag": {
        const checked = scalarValue(property, value);
        if (checked === undefined) fail();
        else out[key] = checked;
        break;
      }
      default: {
        const ids = listOf(value);
        if (!ids || ids.some((i) => !/^[0-9a-f]{24}$/.test(i))) fail();
        else refs.push({ key, property, ids: [...new Set(ids)] });
      }
    }
  }
  const uploadIds = refs.filter((r) => r.property.type !== "membership").flatMap((r) => r.ids);
  const uploads = new Map((await findUploads(ctx.db, uploadIds)).map((u) => [u.id, u]));
  const memberIds = new Set(
    (
      await findMembersByIds(
        ctx.db,
        refs.filter((r) => r.property.type === "membership").flatMap((r) => r.ids),
      )
    ).map((m) => m.id),
  );
  for (const r of refs) {
    let ok = true;
    for (const id of r.ids) {
      if (r.property.type === "membership") {
        ok &&= memberIds.has(id);
        continue;
      }
      const upload = uploads.get(id);
      ok &&=
        upload !== undefined &&
        (r.property.type !== "image" || upload.contentType.startsWith("image/")) &&
        (await canReadUpload(ctx, member, upload));
    }
    if (ok) out[r.key] = r.ids;
    else errors[`${field}.${r.key}`] = ["invalid id"];
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  // The member's own uploads named here are kept from the volatile cleanup (publishing changes nothing else).
  for (const directory of ["images", "files"] as const) {
    const own = [...uploads.values()].filter((u) => u.ownerId === member.id && u.directory === directory);
    if (own.length > 0)
      await publishOwnUploads(
        ctx.db,
        member.id,
        directory,
        own.map((u) => u.id),
      );
  }
  return out;
}

const invalidParameters = (key: string) => badRequest("invalid_parameters", `${key} is not a filter of this folder.`);

/**
 * The profile part of a folder listing (`profile.{name}` filters, `tag`, `sort=profile.{name}`): each name must be a
 * property of the folder's effective file profile, else 400; undefined when the query asks none of it.
 */
export async function profileListing(
  db: DbOrTx,
  folder: { id: string; groupId: string | null },
  query: Record<string, unknown>,
): Promise<ProfileListing | undefined> {
  const filters = profileFilters(query);
  const sortName = typeof query.sort === "string" && query.sort.startsWith("profile.") ? query.sort.slice(8) : null;
  const tag = typeof query.tag === "string" && query.tag !== "" ? query.tag : null;
  if (Object.keys(filters).length === 0 && !sortName && !tag) return undefined;
  const enabled = await profilesEnabled(db, "file_profile");
  const properties = enabled ? ((await effectiveSetOfFolder(db, "file_profile", folder))?.properties ?? []) : [];
  const propertyOf = (n: string, key: string) => {
    const p = properties.find((x) => x.name === n);
    if (!p) throw invalidParameters(key);
    return p;
  };
  if (sortName) propertyOf(sortName, "sort");
  for (const [n, value] of Object.entries(filters)) if (value.length > 200) throw invalidParameters(`profile.${n}`);
  return {
    filters: Object.entries(filters).map(([n, value]) => ({
      name: n,
      type: propertyOf(n, `profile.${n}`).type,
      value,
    })),
    tag: tag ? { value: tag, names: properties.filter((p) => p.type === "tag").map((p) => p.name) } : null,
    sort: sortName,
  };
}

/**
 * Records the values of the profile's `tag` properties as tags under the first of its effective set's `tag_parents`
 * (through the tags' owner, `ctx.modules.tagRecorder`), in the caller's transaction, so they are suggested later.
 */
export async function recordProfileTags(
  tx: DbOrTx,
  ctx: AppContext,
  name: PropertySetName,
  folder: { id: string; groupId: string | null },
  values: PropertyValues | undefined,
) {
  if (!values) return;
  const set = await effectiveSetOfFolder(tx, name, folder);
  const parent = set?.tagParents[0];
  if (!set || !parent) return;
  const names = set.properties
    .filter((p) => p.type === "tag")
    .flatMap((p) => listOf(values[p.name] ?? null) ?? [])
    .filter((v): v is string => typeof v === "string" && v.trim() !== "");
  if (names.length > 0) await ctx.modules.tagRecorder(tx, parent, names);
}
