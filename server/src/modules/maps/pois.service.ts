import type { Poi, PoiInput } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import type { SignedInMember } from "../../http/auth.js";
import { notFound } from "../../http/errors.js";
import { findNetwork } from "../network/network.repo.js";
import { settingsOf } from "../network/network-settings.js";
import { deletePoi, insertPoi, listPois, type PoiValues, updatePoi } from "./maps.repo.js";
import type { PoiRow } from "./maps.schema.js";

export function presentPoi(row: PoiRow): Poi {
  return { id: row.id, name: row.name, description: row.description, lat: row.lat, lng: row.lng };
}

function valuesOf(input: PoiInput): PoiValues {
  return { name: input.name, description: input.description ?? "", lat: input.lat, lng: input.lng };
}

/** The points of interest: for administrators always (they manage them), for members only while maps are on (404 else). */
export async function readPois(ctx: AppContext, member: SignedInMember): Promise<{ pois: Poi[] }> {
  if (!member.isNetworkAdmin) {
    const network = await findNetwork(ctx.db);
    if (!network || !settingsOf(network).maps_enabled) throw notFound();
  }
  return { pois: (await listPois(ctx.db)).map(presentPoi) };
}

export async function createPoi(ctx: AppContext, input: PoiInput): Promise<Poi> {
  return presentPoi(await insertPoi(ctx.db, valuesOf(input)));
}

export async function changePoi(ctx: AppContext, id: string, input: PoiInput): Promise<Poi> {
  const row = await updatePoi(ctx.db, id, valuesOf(input));
  if (!row) throw notFound();
  return presentPoi(row);
}

export async function removePoi(ctx: AppContext, id: string): Promise<void> {
  if (!(await deletePoi(ctx.db, id))) throw notFound();
}
