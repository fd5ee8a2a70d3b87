// The first requests of the member app, made while the app's scripts are still on their way instead of after they have
// run. A file of its own: the Content-Security-Policy allows no inline script. The prerendered signed-out pages carry
// their data and leave this script out.
(() => {
  // The language the app starts in (i18n/index.ts initI18n): the one chosen on this device, else the one the last
  // preload named, else English.
  let language = null;
  try {
    language = localStorage.getItem("intranet.language") || localStorage.getItem("intranet.language.followed");
  } catch {
    // Private mode may refuse storage; the app starts in English then too.
  }

  // The boot screen's label (index.html, in English) in that language, else in the browser's. Once the page is parsed
  // (an async script may run before the body is), which is before the app's scripts run.
  const LOADING = { de: "Wird geladen…", es: "Cargando…", fr: "Chargement…" };
  const shown = [language, ...(navigator.languages || [navigator.language])]
    .map((tag) => String(tag || "").slice(0, 2))
    .find((tag) => tag === "en" || LOADING[tag]);
  const translateLabel = () => {
    const label = document.getElementById("boot-label");
    if (!label || !LOADING[shown]) return;
    label.textContent = LOADING[shown];
    label.lang = shown;
  };
  if (document.readyState === "loading") document.addEventListener("readystatechange", translateLabel, { once: true });
  else translateLabel();

  // The network preload (GET /api/v1/network: the member, the network, the language); the app takes the answer once
  // (api/network.ts, takeEarlyNetwork) or asks again itself when this one failed.
  if (typeof fetch === "function") {
    window.__intranetNetwork = fetch("/api/v1/network", {
      headers: { Accept: "application/json" },
      credentials: "same-origin",
    })
      .then((res) => (res.ok ? res.json() : null))
      .catch(() => null);
  }

  // The code of the screen at this address and the texts of the language, as the build listed them in index.html
  // (vite.first-screens.ts, src/app/first-screens.ts): on a slow line they arrive with the app's own scripts instead
  // of after the app has run and routed. The app's imports then find them loaded.
  try {
    const listed = document.getElementById("first-screens");
    const files = listed ? JSON.parse(listed.textContent) : null;
    if (files) {
      const screen = files.screens[location.pathname.replace(/(.)\/+$/, "$1")];
      const texts = files.texts[language] || files.texts.en || [];
      // Where the app's scripts came first (a reload from the service worker's cache), its imports asked already.
      const asked = new Set(Array.from(document.querySelectorAll("link"), (link) => link.href));
      const add = (rel, href, as) => {
        const link = document.createElement("link");
        link.href = href;
        if (asked.has(link.href)) return;
        link.rel = rel;
        if (as) link.as = as;
        link.crossOrigin = "";
        document.head.appendChild(link);
      };
      for (const href of screen ? screen.css : []) add("preload", href, "style");
      for (const href of [...(screen ? screen.js : []), ...texts]) add("modulepreload", href);
    }
  } catch {
    // A page without the list (the dev server's) or with an unreadable one: the app asks for its code itself.
  }
})();
