import type { AppContext } from "../../context.js";
import { getNetwork } from "../network/network.service.js";

/**
 * Tells the open tabs of a stream's readers that it has a new activity, so their `Activitystreams` count is
 * asked again: a group's activity on the group's topic (joined by its members only), a network activity on the
 * network's. The event names no activity; each tab asks for its own count, which applies the access rules.
 */
export async function announceNewActivity(ctx: AppContext, groupId: string | null) {
  const topic = groupId ? `group:${groupId}` : `network:${(await getNetwork(ctx.db)).id}`;
  await ctx.realtime.publish(topic, "unreads_changed", { feature: "Activitystreams" });
}
