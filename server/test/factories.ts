import type { InjectOptions, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import type { App } from "../src/app.js";
import { createSession } from "../src/modules/auth/sessions.repo.js";
import type { GroupRow } from "../src/modules/groups/groups.schema.js";
import { addMembership, createGroup, createGroupCategory } from "../src/modules/groups/groups.service.js";
import type { MemberRow } from "../src/modules/members/members.schema.js";
import { createMember, type NewMember } from "../src/modules/members/members.service.js";
import { ensureNetwork } from "../src/modules/network/network.service.js";

let seq = 0;
const unique = () => `${Date.now().toString(36)}${(++seq).toString(36)}`;

export async function network(app: App) {
  return ensureNetwork(app.ctx.db, "Test Network", "en", app.ctx.modules.networkCreated);
}

/** A member with a unique e-mail; no password unless one is given (hashing is slow). */
export async function member(app: App, overrides: Partial<NewMember> = {}): Promise<MemberRow> {
  await network(app);
  const n = unique();
  return createMember(app.ctx.db, {
    email: `member-${n}@example.test`,
    firstName: "Test",
    lastName: `Member ${n}`,
    ...overrides,
  });
}

export const admin = (app: App, overrides: Partial<NewMember> = {}) =>
  member(app, { isNetworkAdmin: true, ...overrides });

export async function groupCategory(app: App, overrides: Partial<Parameters<typeof createGroupCategory>[1]> = {}) {
  const n = unique();
  return createGroupCategory(app.ctx.db, { name: `Category ${n}`, pluralName: `Categories ${n}`, ...overrides });
}

/** A group with the given administrator and members. */
export async function group(
  app: App,
  opts: {
    access?: GroupRow["access"];
    admin?: MemberRow;
    members?: MemberRow[];
    moderatedJoin?: boolean;
    categoryId?: string;
  } = {},
): Promise<GroupRow> {
  const categoryId = opts.categoryId ?? (await groupCategory(app)).id;
  const g = await createGroup(
    app.ctx.db,
    {
      name: `Group ${unique()}`,
      groupCategoryId: categoryId,
      access: opts.access ?? "open",
      moderatedJoin: opts.moderatedJoin ?? false,
    },
    opts.admin?.id ?? null,
  );
  for (const m of opts.members ?? []) await addMembership(app.ctx.db, g.id, m.id, { status: "member" });
  return g;
}

export type Client = {
  member: MemberRow | null;
  request: (opts: InjectOptions) => Promise<LightMyRequestResponse>;
  get: (url: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
  post: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  put: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  patch: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  delete: (url: string, payload?: unknown) => Promise<LightMyRequestResponse>;
};

function clientWith(app: App, m: MemberRow | null, cookies: Record<string, string>, csrf: string | null): Client {
  const request = (opts: InjectOptions) =>
    app.inject({
      ...opts,
      cookies: { ...cookies, ...(opts.cookies ?? {}) },
      headers: {
        accept: "application/json",
        ...(csrf ? { "x-csrf-token": csrf } : {}),
        ...(opts.headers ?? {}),
      },
    });
  const send = (method: InjectOptions["method"]) => (url: string, payload?: unknown) =>
    request({ method, url, ...(payload === undefined ? {} : { payload: payload as InjectOptions["payload"] }) });
  return {
    member: m,
    request,
    get: (url, headers) => request({ method: "GET", url, headers }),
    post: send("POST"),
    put: send("PUT"),
    patch: send("PATCH"),
    delete: send("DELETE"),
  };
}

/** Requests as the given member: a real session cookie and its CSRF token. */
export async function as(app: App, m: MemberRow): Promise<Client> {
  const { token, csrfToken } = await createSession(app.ctx.db, m.id, "vitest");
  return clientWith(app, m, { intranet_session: token, csrf_token: csrfToken }, csrfToken);
}

/** Requests without a session. */
export function anonymous(app: App): Client {
  return clientWith(app, null, {}, null);
}

/** A multipart/form-data body with text fields first and then the file, as browsers send it. */
export function multipart(
  file: { name: string; type: string; data: Buffer },
  fields: Record<string, string> = {},
  fileField = "file",
) {
  const boundary = `----vitest${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [key, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`));
  }
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), headers: { "content-type": `multipart/form-data; boundary=${boundary}` } };
}

/** Uploads a file as the client's member and returns the response. */
export function upload(
  client: Client,
  directory: string,
  file: { name: string; type: string; data: Buffer },
  fields: Record<string, string> = {},
) {
  const body = multipart(file, fields);
  return client.request({
    method: "POST",
    url: `/api/storage/${directory}`,
    payload: body.payload,
    headers: body.headers,
  });
}

/** A small PNG to upload. */
const pngImage = (background = "#3355aa") =>
  sharp({ create: { width: 64, height: 48, channels: 3, background } })
    .png()
    .toBuffer();

/** An image the client uploads (its own and volatile until a save shows it); the address a text or widget shows. */
export async function uploadedImageUrl(client: Client, name = "photo.png"): Promise<string> {
  const res = await upload(client, "images", { name, type: "image/png", data: await pngImage() });
  if (res.statusCode !== 201) throw new Error(`image upload answered ${res.statusCode}: ${res.body}`);
  return `/api/storage/images/${res.json().id}`;
}

/** A calendar of the given type, created through the calendar service. */
export async function calendar(
  app: App,
  author: MemberRow,
  opts: { type?: "network" | "personal" | "group"; group?: GroupRow; name?: string; shareWith?: MemberRow[] } = {},
) {
  const { createCalendar } = await import("../src/modules/calendar/calendars.service.js");
  const id = await createCalendar(app.ctx, author, {
    calendar: {
      name: opts.name ?? `Calendar ${unique()}`,
      type: opts.group ? "group" : (opts.type ?? "personal"),
      membership_ids: (opts.shareWith ?? []).map((m) => m.id),
    },
    parent_id: opts.group?.id,
  });
  return id;
}

/** A design's form (POST/PUT /administration/designs): a colour banner, no images, the given fields over it. */
export const themeFields = (overrides: Record<string, unknown> = {}) => ({
  theme: {
    name: "Spring",
    logo_type: "default",
    logo_image_id: null,
    favicon_image_id: null,
    banner_type: "color",
    banner_image_id: null,
    full_width: false,
    userbar_icon_type: "default",
    colors: { primary: "#ffdd00", header_background: "#123456", banner: "#AA0000" },
    ...overrides,
  },
});
