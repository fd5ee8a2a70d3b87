import fs from "node:fs";
import path from "node:path";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { SESSION_COOKIE } from "./auth.js";
import { themeMarkup, withTheme } from "./prerendered-theme.js";

/**
 * The signed-out screens the web build prerendered (web/scripts/prerender.mjs: dist/prerendered/<language>/<page>.html
 * and manifest.json). A visitor's navigation to one of them gets its HTML, drawn before any script runs, in the
 * language their browser asks for; the network's name is put in by a string replace, and the network's live preload
 * beside it as JSON (data, not a script: the Content-Security-Policy is unchanged), from which the client continues
 * once it has hydrated; the network's active theme (colours, logo, banner) is put in too (prerendered-theme.ts), and
 * as the filled page is kept per preload, a changed theme shows at the next load (the HTML is sent `no-cache`). Members (a session cookie) and URLs with parameters the screen draws (?error=) get the SPA.
 */
interface Manifest {
  languages: string[];
  nameInHtml: string;
  nameInJson: string;
  pages: {
    name: string;
    pattern: string;
    params: string[];
    /** The parts of the preload the screen draws; one file per variant of their values. */
    depends: string[];
    /** Texts of the preload the screen draws when set: one file per which are, each text put in for its sentinels. */
    texts?: PageText[];
    variants: { key: string; file: string }[];
  }[];
}

/** A text of the preload (`at`), drawn in a file as `html` and in its data as `json`, both replaced when served. */
interface PageText {
  at: string;
  html: string;
  json: string;
}

interface Page {
  match: RegExp;
  params: Set<string>;
  depends: string[];
  texts: PageText[];
  /** Per variant (the values of `depends` as JSON), the file's text per language. */
  variants: Map<string, Map<string, string>>;
}

const valueAt = (network: unknown, at: string) =>
  at.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], network);

/**
 * The values of the preload a screen depends on and whether each of its texts is set (the client draws a text only
 * then), as the build named its variant (web/scripts/prerender.mjs).
 */
const variantKey = (network: unknown, depends: string[], texts: PageText[]) =>
  JSON.stringify([...depends.map((at) => valueAt(network, at)), ...texts.map((t) => Boolean(valueAt(network, t.at)))]);

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] as string,
  );
/** A value as JSON inside a <script> element: no `</script>` or `<!--` in it can end the element. */
const scriptJson = (json: string) => json.replace(/</g, "\\u003c");
/** A string's JSON inside the quotes the build's sentinel stands in. */
const inJsonString = (text: string) => scriptJson(JSON.stringify(text).slice(1, -1));

/**
 * Every sentinel replaced in one pass, so that a name or text holding another sentinel stays as it is (functions, not
 * strings, as replacements: a `$&` in a text stays too).
 */
function fillSentinels(file: string, values: Map<string, string>): string {
  const keys = [...values.keys()].sort((a, b) => b.length - a.length);
  const pattern = new RegExp(keys.map((key) => key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|"), "g");
  return file.replace(pattern, (sentinel) => values.get(sentinel) ?? sentinel);
}

/** The languages of an Accept-Language header, most wanted first, as the client names them (de-AT -> de). */
export function acceptedLanguages(header: string | undefined, available: readonly string[]): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...rest] = part.trim().split(";");
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => available.find((lng) => lng.toLowerCase() === entry.tag.split("-")[0]))
    .filter((lng): lng is string => Boolean(lng));
}

/** Whether the request carries a session cookie (valid or not: the app finds out). */
export const hasSession = (req: FastifyRequest) =>
  (req.headers.cookie ?? "").split(";").some((c) => c.trim().startsWith(`${SESSION_COOKIE}=`));

export interface PrerenderedPages {
  /** The page for this navigation, or null when the SPA's shell answers it. */
  send(req: FastifyRequest): Promise<string | null>;
}

/** Reads the build's prerendered pages (none when the build has none: every navigation gets the SPA). */
export function loadPrerendered(app: FastifyInstance, webDist: string): PrerenderedPages | null {
  const dir = path.join(webDist, "prerendered");
  const manifestPath = path.join(dir, "manifest.json");
  if (!fs.existsSync(manifestPath)) return null;
  const manifest = JSON.parse(fs.readFileSync(manifestPath, "utf8")) as Manifest;
  const pages: Page[] = manifest.pages.map((page) => ({
    match: new RegExp(`^${page.pattern.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]+")}$`),
    params: new Set(page.params),
    depends: page.depends,
    texts: page.texts ?? [],
    variants: new Map(
      page.variants.map(({ key, file }) => [
        key,
        new Map(manifest.languages.map((lng) => [lng, fs.readFileSync(path.join(dir, lng, file), "utf8")])),
      ]),
    ),
  }));
  // The filled-in page, kept per file and preload (the name and the live preload change rarely).
  let filled = new Map<string, string>();
  let filledFor = "";

  return {
    async send(req) {
      if (req.method !== "GET" || hasSession(req)) return null;
      const url = new URL(req.url, "http://localhost");
      const page = pages.find((p) => p.match.test(url.pathname));
      if (!page || [...url.searchParams.keys()].some((key) => !page.params.has(key))) return null;
      // The visitor's preload, as the client would ask for it.
      const preload = await app.inject({
        method: "GET",
        url: "/api/v1/network",
        headers: { accept: "application/json" },
      });
      if (preload.statusCode !== 200) return null;
      const network = preload.json() as { name: string; language: string; theme?: unknown };
      const language =
        acceptedLanguages(req.headers["accept-language"], manifest.languages)[0] ??
        (manifest.languages.includes(network.language) ? network.language : "en");
      const variant = variantKey(network, page.depends, page.texts);
      const file = page.variants.get(variant)?.get(language);
      if (!file) return null;
      if (filledFor !== preload.body) {
        filled = new Map();
        filledFor = preload.body;
      }
      const key = `${language}/${page.match.source}/${variant}`;
      let html = filled.get(key);
      if (!html) {
        const values = new Map([
          [manifest.nameInJson, inJsonString(network.name)],
          [manifest.nameInHtml, escapeHtml(network.name)],
        ]);
        for (const text of page.texts) {
          const value = valueAt(network, text.at);
          if (typeof value !== "string" || !value) continue;
          values.set(text.json, inJsonString(value));
          values.set(text.html, escapeHtml(value));
        }
        const filledIn = fillSentinels(file, values).replace(
          "<!--network-preload-->",
          () => `<script type="application/json" id="network-preload">${scriptJson(preload.body)}</script>`,
        );
        // The active theme drawn before any script runs (http/prerendered-theme.ts).
        html = withTheme(filledIn, network.theme ? themeMarkup(network.theme) : null);
        filled.set(key, html);
      }
      return html;
    },
  };
}
