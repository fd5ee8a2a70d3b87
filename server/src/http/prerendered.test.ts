import { beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { admin, as, type Client } from "../../test/factories.js";
import { prerenderedDist } from "../../test/prerendered-dist.js";
import type { App } from "../app.js";
import { acceptedLanguages } from "./prerendered.js";

const LANGUAGES = ["en", "de", "de_DU", "es", "fr"];

describe("acceptedLanguages", () => {
  it("orders the browser's languages by weight and maps regional tags to the client's languages", () => {
    expect(acceptedLanguages("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", LANGUAGES)).toEqual([
      "fr",
      "fr",
      "en",
      "de",
    ]);
    expect(acceptedLanguages("en;q=0.2, de-AT", LANGUAGES)).toEqual(["de", "en"]);
  });

  it("ignores languages the client has no texts for, refused ones (q=0) and a missing header", () => {
    expect(acceptedLanguages("ja, it;q=0.9", LANGUAGES)).toEqual([]);
    expect(acceptedLanguages("de;q=0, es", LANGUAGES)).toEqual(["es"]);
    expect(acceptedLanguages(undefined, LANGUAGES)).toEqual([]);
  });
});

const TEXTS = ["config.join.text_before", "config.join.text_between", "config.join.text_after"].map((at, index) => ({
  at,
  html: `__INTRANET_TEXT_${index}__`,
  json: `__INTRANET_TEXT_${index}_JSON__`,
}));

const page = (texts: string) =>
  `<!doctype html><html><body><div id="root"><h1>Welcome to __NAME__</h1>${texts}</div>` +
  '<script type="application/json" id="prerendered">{"name":"__NAME_JSON__","before":"__INTRANET_TEXT_0_JSON__"}' +
  "</script><!--network-preload--></body></html>";
/** A sign-in page as web/scripts/prerender.mjs writes it: one file per which of its texts are set (two here). */
const webDist = () =>
  prerenderedDist(
    [
      {
        name: "sign-in",
        pattern: "/users/sign_in",
        params: [],
        depends: ["config.join.user_can_initiate"],
        texts: TEXTS,
        variants: [
          { key: JSON.stringify([false, false, false, false]), file: "sign-in-0.html" },
          { key: JSON.stringify([false, true, false, false]), file: "sign-in-1.html" },
        ],
      },
    ],
    { "sign-in-0.html": page(""), "sign-in-1.html": page("<p>__INTRANET_TEXT_0__</p>") },
  );

describe("the texts of the sign-in page on its prerendered HTML", () => {
  let app: App;
  let root: Client;
  const visit = () =>
    app.inject({ method: "GET", url: "/users/sign_in", headers: { accept: "text/html", "accept-language": "en" } });
  const setTexts = async (texts: Record<string, string | null>) =>
    expect((await root.put("/administration/settings", texts)).statusCode).toBe(200);

  beforeAll(async () => {
    app = await createTestApp({ webDist: webDist() });
    root = await as(app, await admin(app));
  });

  it("are drawn as the client draws them: the file with the texts set, each escaped, in the page and in its data", async () => {
    await setTexts({ devise_text_before: null, devise_text_between: null, devise_text_after: null });
    const none = await visit();
    expect(none.body).toContain('id="prerendered"');
    expect(none.body).not.toContain("<p>");

    const text = 'Hi & <b>"you"</b> </script> $& __NAME__ __INTRANET_TEXT_0__';
    await setTexts({ devise_text_before: text });
    const html = (await visit()).body;
    expect(html).toContain(
      "<p>Hi &amp; &lt;b&gt;&quot;you&quot;&lt;/b&gt; &lt;/script&gt; $&amp; __NAME__ __INTRANET_TEXT_0__</p>",
    );
    const data = /<script type="application\/json" id="prerendered">([^<]*)<\/script>/.exec(html)?.[1] ?? "";
    expect(JSON.parse(data).before).toBe(text);
    expect(html).not.toContain("</script> $&");

    // No file has the text after: the client draws the screen (the SPA), no page that would not match.
    await setTexts({ devise_text_after: "Bye" });
    expect((await visit()).body).toContain("spa");
  });
});
