import { createHmac, randomBytes } from "node:crypto";
import type { Config } from "../../config.js";
import type { MemberRow } from "../members/members.schema.js";

/** An online-meeting service: where a member joins the meeting of a booked room. */
export interface VideoProvider {
  /** A fresh, unguessable meeting name for a booking. */
  meetingName(roomName: string): string;
  joinUrl(meetingName: string, member: MemberRow, opts: { moderator: boolean }): string;
}

const b64url = (data: string | Buffer) => Buffer.from(data).toString("base64url");

/** HS256 JWT as Jitsi's token authentication (prosody mod_auth_token) expects it. */
export function jitsiJwt(
  secret: string,
  appId: string,
  room: string,
  member: MemberRow,
  moderator: boolean,
  now = Date.now(),
) {
  const header = b64url(JSON.stringify({ alg: "HS256", typ: "JWT" }));
  const iat = Math.floor(now / 1000);
  const payload = b64url(
    JSON.stringify({
      iss: appId,
      aud: "jitsi",
      sub: "*",
      room,
      iat,
      nbf: iat - 10,
      exp: iat + 6 * 3600,
      context: {
        user: { id: member.id, name: `${member.firstName} ${member.lastName}`.trim(), email: member.email },
        features: {},
      },
      moderator,
    }),
  );
  const signature = createHmac("sha256", secret).update(`${header}.${payload}`).digest("base64url");
  return `${header}.${payload}.${signature}`;
}

export function jitsiProvider(config: NonNullable<Config["jitsi"]>): VideoProvider {
  return {
    meetingName(roomName) {
      const slug = roomName
        .normalize("NFKD")
        .replace(/[^A-Za-z0-9]+/g, "")
        .slice(0, 40);
      return `${slug || "Room"}${randomBytes(6).toString("hex")}`;
    },
    joinUrl(meetingName, member, opts) {
      const base = `${config.url}/${encodeURIComponent(meetingName)}`;
      if (!config.appSecret) return base;
      return `${base}?jwt=${jitsiJwt(config.appSecret, config.appId, meetingName, member, opts.moderator)}`;
    },
  };
}

/** The configured provider, or null: video meetings are off. */
export const videoProvider = (config: Config): VideoProvider | null =>
  config.jitsi ? jitsiProvider(config.jitsi) : null;
