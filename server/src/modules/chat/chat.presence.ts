import type { AppContext } from "../../context.js";
import { newId } from "../../lib/ids.js";
import type { MemberRow } from "../members/members.schema.js";
import { chatConfigOf } from "../network/chat-config.js";
import { findNetwork } from "../network/network.repo.js";
import { profilesOf } from "./chat.repo.js";

/** How long changes are gathered before one `presence` event goes out. */
export const PRESENCE_DEBOUNCE_MS = 1000;
/** Each instance with open sockets repeats its snapshot this often. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
/**
 * A snapshot not renewed within this (two beats missed, and 10 s more for a slow one) is dropped when it expires, by a
 * timer of its own: a member of a killed instance leaves the others' lists at most EXPIRY + DEBOUNCE (41 s) after the
 * kill, within the 45 s docs/chat-protocol.md promises.
 */
export const PRESENCE_EXPIRY_MS = 40_000;
/** The hub topic instances tell each other their connected members on (clients cannot join it). */
const SYNC_TOPIC = "chat-presence";

type Snapshot = { instance: string; members: string[]; hello?: boolean };

/**
 * Who is connected, across instances: each instance counts its own sockets per member and tells the others its
 * snapshot over the realtime hub (Redis pub/sub with REDIS_URL) on every change and every 15 s; a snapshot not
 * renewed within 40 s (a killed instance) is dropped when it expires. The instance where something changed publishes the merged
 * `presence` event on `network:{id}`, at most once a second; invisible members are left out, busy ones listed apart.
 */
class Presence {
  readonly instance = newId();
  private readonly local = new Map<string, number>();
  private readonly remote = new Map<string, { members: string[]; expires: number; timer: NodeJS.Timeout }>();
  private debounce: NodeJS.Timeout | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(private readonly ctx: AppContext) {}

  private start() {
    if (this.unsubscribe) return;
    this.unsubscribe = this.ctx.realtime.subscribe(SYNC_TOPIC, (e) => this.heard(e.payload as Snapshot));
    void this.share(true);
  }

  private heard(s: Snapshot) {
    if (s.instance === this.instance) return;
    clearTimeout(this.remote.get(s.instance)?.timer);
    if (s.members.length === 0) this.remote.delete(s.instance);
    else {
      const timer = setTimeout(() => this.expired(s.instance), PRESENCE_EXPIRY_MS);
      timer.unref();
      this.remote.set(s.instance, { members: s.members, expires: Date.now() + PRESENCE_EXPIRY_MS, timer });
    }
    // A starting instance asks the others for their snapshots.
    if (s.hello && this.local.size > 0) void this.share(false);
  }

  private share(hello: boolean) {
    const snapshot: Snapshot = { instance: this.instance, members: [...this.local.keys()], hello };
    return this.ctx.realtime.publish(SYNC_TOPIC, "snapshot", snapshot).catch((err) => {
      this.ctx.log.warn({ err }, "presence snapshot not published");
    });
  }

  /** Whether the member is connected to some instance now (without listing everyone: asked at every send). */
  has(memberId: string): boolean {
    if (this.local.has(memberId)) return true;
    const now = Date.now();
    for (const s of this.remote.values()) if (s.expires >= now && s.members.includes(memberId)) return true;
    return false;
  }

  /** Everyone connected to some instance now. */
  connected(): Set<string> {
    const now = Date.now();
    const all = new Set(this.local.keys());
    for (const [instance, s] of this.remote) {
      if (s.expires < now) this.remote.delete(instance);
      else for (const m of s.members) all.add(m);
    }
    return all;
  }

  opened(member: MemberRow) {
    this.start();
    this.local.set(member.id, (this.local.get(member.id) ?? 0) + 1);
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => void this.share(false), PRESENCE_HEARTBEAT_MS);
      this.heartbeat.unref();
    }
    this.changed();
  }

  closed(member: MemberRow) {
    const left = (this.local.get(member.id) ?? 1) - 1;
    if (left > 0) this.local.set(member.id, left);
    else this.local.delete(member.id);
    if (this.local.size === 0 && this.heartbeat) {
      clearInterval(this.heartbeat);
      this.heartbeat = null;
    }
    this.changed();
  }

  /** An instance not heard of within the expiry (killed): the live instance with the smallest id tells the network. */
  private expired(instance: string) {
    this.remote.delete(instance);
    if ([...this.remote.keys()].every((i) => i > this.instance)) this.changed();
  }

  /** Something changed here (a socket, a status): one snapshot and one `presence` event a second later. */
  changed() {
    if (this.debounce) return;
    this.debounce = setTimeout(() => {
      this.debounce = null;
      void this.share(false)
        .then(() => this.publish())
        .catch((err) => this.ctx.log.warn({ err }, "presence not published"));
    }, PRESENCE_DEBOUNCE_MS);
    this.debounce.unref();
  }

  private async publish() {
    // Presence never makes the network: a change heard as an app stops (a test's last sockets) finds none to tell.
    const network = await findNetwork(this.ctx.db);
    if (!network || !chatConfigOf(network).show_online_status) return;
    await this.ctx.realtime.publish(`network:${network.id}`, "presence", await this.lists());
  }

  /** The `presence` payload: connected members by status (invisible ones absent), empty when presence is hidden. */
  async lists(): Promise<{ online: string[]; busy: string[] }> {
    const network = await findNetwork(this.ctx.db);
    if (!network || !chatConfigOf(network).show_online_status) return { online: [], busy: [] };
    const ids = [...this.connected()];
    const status = new Map((await profilesOf(this.ctx.db, ids)).map((p) => [p.memberId, p.status]));
    return {
      online: ids.filter((id) => (status.get(id) ?? "online") === "online").sort(),
      busy: ids.filter((id) => status.get(id) === "busy").sort(),
    };
  }
}

// One tracker per app (keyed by its context), so two apps in one process (tests) never share counts.
const trackers = new WeakMap<AppContext, Presence>();

export function presenceOf(ctx: AppContext): Presence {
  let p = trackers.get(ctx);
  if (!p) {
    p = new Presence(ctx);
    trackers.set(ctx, p);
  }
  return p;
}
