import type { ChannelHit } from "@intranet/contracts";
import type { SearchSource } from "../module.js";
import { channelPath } from "./channel.presenter.js";
import { searchChannelRows } from "./channels.repo.js";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * The search's channels (communication.md §2 "Search", the header's `channels` scope): channels the member may read
 * (`channelsReadableBy`: a draft or archived one only with the update permission) whose title or description holds
 * every word and phrase. Channels carry no tags and belong to no group.
 */
export const channelSearch: SearchSource = {
  inGroups: false,
  search: async (_ctx, db, req) => {
    const terms = [...req.query.words, ...req.query.phrases];
    if (terms.length === 0 || req.query.tags.length > 0) return { hits: [], total: 0, capped: false };
    const { rows, total } = await searchChannelRows(db, req.member.id, terms, req.limit, req.offset);
    const hits: ChannelHit[] = rows.map((r) => ({
      id: r.id,
      type: "channel",
      html_url: channelPath(r.slug),
      highlight: escapeHtml(r.description.slice(0, 600)),
      title: r.title,
      description: r.description,
      image_url: r.imageUrl,
      status: r.status,
    }));
    return { hits, total, capped: false };
  },
};
