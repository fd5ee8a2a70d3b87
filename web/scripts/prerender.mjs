// After `vite build` and `vite build --ssr src/prerender.tsx --outDir dist-ssr` (the web package's build script):
// renders each signed-out screen in each language into dist/prerendered/<language>/<page>.html, from the built
// signed-out.html (the signed-out entry's CSS and module script, src/signed-out.tsx, and public/before-hydration.js;
// no inline script added), and writes dist/prerendered/manifest.json, which
// the server (http/prerendered.ts) reads to answer a signed-out visitor's navigation with the right file.
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";

const web = path.resolve(import.meta.dirname, "..");
const dist = path.join(web, "dist");
const ssrDir = path.join(web, "dist-ssr");

/**
 * The screens, their path pattern (`*` one segment) and the query parameters that leave what they draw unchanged:
 * a URL with any other parameter (sign-in's ?error=, ?two_factor=1) gets the client-rendered shell as before.
 * The password reset form and the e-mail confirmation depend on their token, so they stay client-rendered.
 * `depends` names the parts of the preload a screen draws (besides the name): one file per variant, and the server
 * sends the one whose values are the network's, or the client-rendered shell when none is (a sign-up form with the
 * network's own texts before it). `texts` names texts of the preload a screen draws only when set (sign-in's texts of
 * the administration's join tab): one file per which are set, each drawn as a sentinel the server replaces with the
 * text, so the page holds them as the client draws them (no hydration mismatch, nothing moves).
 */
const joinOpen = (network) => ({
  ...network,
  config: { ...network.config, join: { ...network.config.join, user_can_initiate: true } },
});
const PAGES = [
  {
    name: "sign-in",
    render: "/users/sign_in",
    pattern: "/users/sign_in",
    params: ["redirect_to"],
    depends: ["config.join.user_can_initiate"],
    variants: [(network) => network, joinOpen],
    texts: ["config.join.text_before", "config.join.text_between", "config.join.text_after"],
  },
  {
    name: "sign-up",
    render: "/users/sign_up",
    pattern: "/users/sign_up",
    params: [],
    depends: ["config.join"],
    variants: [joinOpen],
  },
  { name: "password-new", render: "/users/password/new", pattern: "/users/password/new", params: [] },
  { name: "setup", render: "/setup/prerendered", pattern: "/setup/*", params: [] },
  { name: "legal", render: "/legal", pattern: "/legal", params: [] },
  { name: "imprint", render: "/imprint", pattern: "/imprint", params: [] },
];
const valueAt = (network, at) => at.split(".").reduce((value, key) => value?.[key], network);
/**
 * The values of the preload a screen depends on and whether each of its texts is set, as the server compares them
 * (http/prerendered.ts).
 */
const variantKey = (network, depends, texts) =>
  JSON.stringify([...depends.map((at) => valueAt(network, at)), ...texts.map((at) => Boolean(valueAt(network, at)))]);
/** The network with the value at a path (`config.join.text_before`) replaced. */
const withValueAt = (network, at, value) => {
  const [key, ...rest] = at.split(".");
  return { ...network, [key]: rest.length ? withValueAt(network[key], rest.join("."), value) : value };
};

// Replaced by the server at request time with the network's name (http/prerendered.ts): once as HTML text, once
// inside the JSON the client hydrates from.
const NAME_IN_HTML = "__INTRANET_NETWORK_NAME__";
const NAME_IN_JSON = "__INTRANET_NETWORK_NAME_JSON__";
// The same for a screen's texts, by their place in its `texts`.
const textSentinels = (texts) =>
  texts.map((at, index) => ({ at, html: `__INTRANET_TEXT_${index}__`, json: `__INTRANET_TEXT_${index}_JSON__` }));

/**
 * A screen's variants: each of `variants` with each set of its texts present (as the sentinel of the kind asked for:
 * `html` or `json`), in the order of the files' numbers.
 */
const variantsOf = ({ variants = [(network) => network], texts = [] }) =>
  variants.flatMap((variant) =>
    Array.from(
      { length: 2 ** texts.length },
      (_, set) => (network, kind) =>
        textSentinels(texts).reduce(
          (drawn, sentinel, index) => (set & (1 << index) ? withValueAt(drawn, sentinel.at, sentinel[kind]) : drawn),
          variant(network),
        ),
    ),
  );

/**
 * A visitor's preload on a network as a fresh install makes it (GET /api/v1/network without a session); the
 * client takes the live one from the page (the server puts it there) right after hydrating.
 */
const visitorNetwork = (name) => ({
  id: "000000000000000000000000",
  name,
  language: "en",
  can: { administrate: false, version_and_updates: false },
  config: {
    memberships: { profile_edit_target: "/users/sign_in", change_requests: { enabled: false } },
    customer_central_url: null,
    folder_profiles: { enabled: false },
    file_profiles: { enabled: false, column_fields: [] },
    translations: { deep_l: { enabled: false } },
    office: { wopi: { enabled: false } },
    files: {
      extension_filter_available: true,
      extension_filter_enabled: true,
      extension_filter_type: "deny",
      extension_filter_list: [],
      max_upload_bytes: 104857600,
      lock_days: 7,
    },
    two_factor: { mode: "disabled", totp_available: true, email_available: true },
    maps: { enabled: false, show_map: false, location: null, zoom_level: 10, theme: "streets" },
    join: {
      user_can_initiate: false,
      moderated: true,
      captcha: true,
      ask_for_profile_data: false,
      text_before: null,
      text_between: null,
      text_after: null,
    },
  },
  customer_central_jwt: null,
  teams_configuration: { show_renew_secret_modal: false },
  group_categories: [],
  membership_roles: [],
  my_groups: [],
  root_folder_id: null,
  current_member: null,
  theme: null,
  two_factor_setup_required: false,
});

const escapeHtml = (text) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]);

const template = await fs.readFile(path.join(dist, "signed-out.html"), "utf8");
// Vite moves the module script into <head>: #root is the body's only content.
if (!template.includes('<div id="root">') || !template.includes("</body>")) {
  throw new Error("dist/signed-out.html: no #root or </body>");
}

const { render, themeStyle, LANGUAGES, scriptJson } = await import(
  pathToFileURL(path.join(ssrDir, "prerender.js")).href
);
const out = path.join(dist, "prerendered");
await fs.rm(out, { recursive: true, force: true });

const manifestPages = PAGES.map((page) => ({
  name: page.name,
  pattern: page.pattern,
  params: page.params,
  depends: page.depends ?? [],
  texts: textSentinels(page.texts ?? []),
  variants: variantsOf(page).map((variant, index) => ({
    key: variantKey(variant(visitorNetwork(""), "html"), page.depends ?? [], page.texts ?? []),
    file: `${page.name}-${index}.html`,
  })),
}));

for (const language of LANGUAGES) {
  await fs.mkdir(path.join(out, language), { recursive: true });
  for (const page of PAGES) {
    for (const [index, variant] of variantsOf(page).entries()) {
      const { html, title } = await render(page.render, language, variant(visitorNetwork(NAME_IN_HTML), "html"));
      const data = { language, path: page.render, network: variant(visitorNetwork(NAME_IN_JSON), "json") };
      let doc = template
        // The page carries its data: no early network request (public/boot.js). Its first script instead keeps a form
        // submitted before React has taken the form over (public/before-hydration.js).
        .replace('<script async src="/boot.js"></script>', '<script async src="/before-hydration.js"></script>')
        .replace(/<html lang="[^"]*"/, `<html lang="${language.replace("_", "-")}" data-mantine-color-scheme="light"`)
        .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`);
      const start = doc.indexOf('<div id="root">');
      const end = doc.lastIndexOf("</body>");
      doc =
        // The theme's CSS variables where MantineProvider drew them, before the app's own styles, outside #root.
        `${doc.slice(0, start)}${themeStyle}\n    <div id="root">${html}</div>\n` +
        // Data, not a script: the Content-Security-Policy (script-src 'self') does not run it and need not allow it.
        `    <script type="application/json" id="prerendered">${scriptJson(data)}</script>\n` +
        `    <!--network-preload-->\n  ${doc.slice(end)}`;
      await fs.writeFile(path.join(out, language, `${page.name}-${index}.html`), doc);
    }
  }
}
await fs.writeFile(
  path.join(out, "manifest.json"),
  JSON.stringify({ languages: LANGUAGES, nameInHtml: NAME_IN_HTML, nameInJson: NAME_IN_JSON, pages: manifestPages }),
);
// The member app's page gets the same variables (main.tsx then renders without computing them): about 20 ms of its
// first render on a phone. Once: a second run over the same dist finds them there.
const indexFile = path.join(dist, "index.html");
const index = await fs.readFile(indexFile, "utf8");
if (!index.includes("data-mantine-styles")) {
  if (!index.includes('<div id="root">')) throw new Error("dist/index.html: no #root");
  await fs.writeFile(
    indexFile,
    index.replace('<div id="root">', () => `${themeStyle}\n    <div id="root">`),
  );
}
// The prerender build was only for this: the app's code compiled for Node, not part of what is served.
await fs.rm(ssrDir, { recursive: true, force: true });
console.log(`prerendered ${PAGES.length} screens in ${LANGUAGES.length} languages into dist/prerendered/`);
