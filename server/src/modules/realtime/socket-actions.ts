import { type ChatError, unsafeTextPaths } from "@intranet/contracts";
import type { AppContext } from "../../context.js";
import { AppError } from "../../http/errors.js";
import type { Limit } from "../../lib/rate-limit.js";
import type { MemberRow } from "../members/members.schema.js";

type Reason = ChatError["reason"];
const REASONS = new Set<string>([
  "invalid",
  "not_found",
  "forbidden",
  "update_period_ended",
  "max_files_reached",
  "max_images_reached",
  "rate_limited",
  "unknown_event",
  "not_joined",
  "unauthorized",
  "server_error",
] satisfies Reason[]);

const BY_STATUS: Record<number, Reason> = {
  400: "invalid",
  401: "unauthorized",
  403: "forbidden",
  404: "not_found",
  409: "invalid",
  413: "invalid",
  422: "invalid",
  429: "rate_limited",
};

/** The message of a payload refused for a NUL byte or a lone surrogate in its text. */
export const UNSAFE_TEXT = "text with a NUL character or half a character (a lone surrogate)";

export type ActionReply = { status: "ok" | "error"; response: unknown };
export const errorReply = (reason: Reason, message: string): ActionReply => ({
  status: "error",
  response: { reason, message },
});

/**
 * Counts pushes of one socket in fixed windows (the socket lives on one instance, so its counts need no shared
 * store); the numbers come from the limit, or from the configured overrides by its name.
 */
export class SocketLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();
  constructor(private readonly overrides: Record<string, Partial<Pick<Limit, "points" | "windowS">>> = {}) {}
  allows(limit: Limit, now = Date.now()): boolean {
    const { points = limit.points, windowS = limit.windowS } = this.overrides[limit.name] ?? {};
    const w = this.windows.get(limit.name);
    if (!w || now - w.start >= windowS * 1000) {
      this.windows.set(limit.name, { start: now, count: 1 });
      return true;
    }
    w.count++;
    return w.count <= points;
  }
}

/**
 * Runs a socket action of some module: checks its payload, its rate limit, calls it, and turns whatever happens into
 * a reply; nothing it throws reaches the socket (an unexpected error is logged and answered `server_error`).
 */
export async function runSocketAction(
  ctx: AppContext,
  member: MemberRow,
  event: string,
  payload: unknown,
  limiter: SocketLimiter,
  /** When the frame arrived (the limits count arrivals). */
  arrived = Date.now(),
): Promise<ActionReply> {
  const action = ctx.modules.socketActions.get(event);
  if (!action) return errorReply("unknown_event", `unknown event ${event}`);
  const parsed = action.payload.safeParse(payload ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join(".");
    return errorReply("invalid", `${path ? `${path}: ` : ""}${issue?.message ?? "invalid payload"}`);
  }
  // Text with a NUL byte or a lone surrogate (which PostgreSQL refuses) is invalid, as on the HTTP routes: checked on
  // what the schema kept, so every text of every action (a message, an edit, a status, a name) is covered.
  const unsafe = unsafeTextPaths(parsed.data)[0];
  if (unsafe) return errorReply("invalid", `${unsafe.length ? `${unsafe.join(".")}: ` : ""}${UNSAFE_TEXT}`);
  if (action.limit && !limiter.allows(action.limit, arrived))
    return errorReply("rate_limited", "Too many attempts. Please wait and try again.");
  try {
    return { status: "ok", response: (await action.handle(ctx, member, parsed.data as never)) ?? {} };
  } catch (err) {
    if (err instanceof AppError) {
      const reason = REASONS.has(err.code) ? (err.code as Reason) : (BY_STATUS[err.status] ?? "invalid");
      if (err.status >= 500) ctx.log.error({ err, event }, "socket action failed");
      return errorReply(reason, err.message);
    }
    ctx.log.error({ err, event }, "socket action failed");
    return errorReply("server_error", "Something went wrong. Please try again.");
  }
}
