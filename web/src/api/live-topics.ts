import type { Channel } from "phoenix";
import { useEffect } from "react";
import { realtime, relayEvents } from "./realtime";

/** Topics screens listen to while they show something (a stream's `activities:{…}`), each joined once for all. */
const screenTopics = new Map<string, { users: number; channel: Channel | null }>();

function open(topic: string): Channel | null {
  const socket = realtime.socket();
  if (!socket) return null;
  const channel = socket.channel(topic);
  relayEvents(channel, topic);
  // A topic the server refuses (the member may not read it) stays refused: no rejoin loop.
  channel.join().receive("error", () => channel.leave());
  return channel;
}

// A new socket (signed in, or after the old one was dropped) joins what the screens on show listen to.
realtime.onSocket((socket) => {
  for (const [topic, entry] of screenTopics) entry.channel = socket ? open(topic) : null;
});

/** Joins the topics for as long as the calling screen shows; their events reach `realtime.onEvent`. */
export function joinTopics(topics: string[]): () => void {
  for (const topic of topics) {
    const entry = screenTopics.get(topic) ?? { users: 0, channel: null };
    entry.users += 1;
    entry.channel ??= open(topic);
    screenTopics.set(topic, entry);
  }
  return () => {
    for (const topic of topics) {
      const entry = screenTopics.get(topic);
      if (!entry) continue;
      entry.users -= 1;
      if (entry.users > 0) continue;
      entry.channel?.leave();
      screenTopics.delete(topic);
    }
  };
}

/** `joinTopics` while the component is mounted (and the list of topics the same). */
export function useTopics(topics: string[]) {
  const key = topics.join(" ");
  useEffect(() => (key ? joinTopics(key.split(" ")) : undefined), [key]);
}
