import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";

const web = path.resolve(import.meta.dirname, "../..");
const bootScript = fs.readFileSync(path.join(web, "public/boot.js"), "utf8");
/** index.html's boot screen, the one element boot.js may change before the app's scripts run. */
const bootScreen = /<div class="boot-main"[\s\S]*?<\/div>\s*<\/div>/.exec(
  fs.readFileSync(path.join(web, "index.html"), "utf8"),
)?.[0];

/** Draws index.html's boot screen and runs public/boot.js over it, as a full load does. */
function boot() {
  vi.stubGlobal(
    "fetch",
    vi.fn(() => new Promise(() => {})),
  );
  document.body.innerHTML = bootScreen ?? "";
  new Function(bootScript)();
  return document.getElementById("boot-label");
}

describe("the boot screen's label (index.html, before the app has loaded)", () => {
  afterEach(() => {
    document.body.innerHTML = "";
    window.localStorage.removeItem("intranet.language.followed");
    delete (window as { __intranetNetwork?: unknown }).__intranetNetwork;
  });

  it("is in the language the app starts in: the device's choice, else the one the last preload named", () => {
    window.localStorage.setItem("intranet.language", "de_DU");
    expect(boot()?.textContent).toBe("Wird geladen…");
    expect(boot()?.lang).toBe("de");
    window.localStorage.removeItem("intranet.language");
    window.localStorage.setItem("intranet.language.followed", "fr");
    expect(boot()?.textContent).toBe("Chargement…");
  });

  it("is in the browser's language on a first visit, English where the app has no texts", () => {
    const languages = vi.spyOn(window.navigator, "languages", "get").mockReturnValue(["es-MX", "en"]);
    expect(boot()?.textContent).toBe("Cargando…");
    languages.mockReturnValue(["pt-BR", "es"]);
    expect(boot()?.textContent).toBe("Cargando…");
    languages.mockReturnValue(["pt-BR"]);
    expect(boot()?.textContent).toBe("Loading…");
    expect(boot()?.lang).toBe("");
  });
});
