import { EventEmitter } from "node:events";

export type RealtimeEvent = { topic: string; event: string; payload: unknown };
type Listener = (e: RealtimeEvent) => void;

/**
 * Fan-out of pushed events to every open socket of every instance: Redis pub/sub when
 * REDIS_URL is set, in-process otherwise. Publish after the transaction that caused it commits.
 */
export interface RealtimeHub {
  publish(topic: string, event: string, payload: unknown): Promise<void>;
  subscribe(topic: string, listener: Listener): () => void;
  close(): Promise<void>;
}

class LocalTopics {
  private emitter = new EventEmitter().setMaxListeners(0);
  deliver(e: RealtimeEvent) {
    this.emitter.emit(e.topic, e);
  }
  add(topic: string, listener: Listener, onFirst: () => void, onLast: () => void) {
    if (this.emitter.listenerCount(topic) === 0) onFirst();
    this.emitter.on(topic, listener);
    return () => {
      this.emitter.off(topic, listener);
      if (this.emitter.listenerCount(topic) === 0) onLast();
    };
  }
}

export function localHub(): RealtimeHub {
  const topics = new LocalTopics();
  return {
    async publish(topic, event, payload) {
      topics.deliver({ topic, event, payload });
    },
    subscribe: (topic, listener) =>
      topics.add(
        topic,
        listener,
        () => {},
        () => {},
      ),
    async close() {},
  };
}

/**
 * `onError` hears a subscription that Redis refused while the hub is open (its sockets then miss events);
 * `onUnreachable` hears once that Redis went away (ioredis reconnects by itself, and would otherwise print an
 * unhandled error at every try), and again only after it came back and went away once more.
 * ioredis is loaded here, not by every start: a server without REDIS_URL never loads it.
 */
export async function redisHub(
  url: string,
  onError: (err: unknown) => void = () => {},
  onUnreachable: (err: Error) => void = () => {},
): Promise<RealtimeHub> {
  const { Redis } = await import("ioredis");
  const pub = new Redis(url, { maxRetriesPerRequest: 2 });
  const sub = new Redis(url, { maxRetriesPerRequest: null });
  const topics = new LocalTopics();
  const channel = (topic: string) => `rt:${topic}`;
  let closed = false;
  let away = false;
  for (const connection of [pub, sub]) {
    connection.on("error", (err: Error) => {
      if (closed || away) return;
      away = true;
      onUnreachable(err);
    });
    connection.on("ready", () => {
      away = false;
    });
  }
  const ignoreWhenClosed = (err: unknown) => {
    if (!closed) onError(err);
  };
  sub.on("message", (ch: string, message: string) => {
    if (!ch.startsWith("rt:")) return;
    topics.deliver(JSON.parse(message) as RealtimeEvent);
  });
  return {
    async publish(topic, event, payload) {
      await pub.publish(channel(topic), JSON.stringify({ topic, event, payload }));
    },
    subscribe: (topic, listener) =>
      topics.add(
        topic,
        listener,
        // A socket that closes after the hub has closed unsubscribes from a closed connection: that
        // rejection is expected, not an error (nor is a subscribe that the close overtook).
        () => void sub.subscribe(channel(topic)).catch(ignoreWhenClosed),
        () => void sub.unsubscribe(channel(topic)).catch(ignoreWhenClosed),
      ),
    async close() {
      closed = true;
      pub.disconnect();
      sub.disconnect();
    },
  };
}
