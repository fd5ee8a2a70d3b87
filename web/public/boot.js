// Asks for the network preload (GET /api/v1/network: the member, the network, the language) while the app's
// scripts are still on their way, instead of after they have run; the app takes the answer once (api/network.ts,
// takeEarlyNetwork) or asks again itself when this one failed. A file of its own: the Content-Security-Policy
// allows no inline script. The prerendered signed-out pages carry their data and leave this script out.
//
// For a member (a session's cookie is there), the first screen's modules (the build's table in index.html,
// vite.first-screens.ts) and its data that no setting of the device shapes are asked for too, beside the app's
// scripts: the app takes each answer once, by its address (api/client.ts, takeEarly), and asks itself for any other.
(() => {
  if (typeof fetch !== "function") return;
  const json = { headers: { Accept: "application/json" }, credentials: "same-origin" };
  window.__intranetNetwork = fetch("/api/v1/network", json)
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null);

  const screen = location.pathname.replace(/\/+$/, "") || "/";
  const firstPage = !new URLSearchParams(location.search).has("page");
  // The start page's appointments follow the member's time zone, the month view's its calendars: the app asks those.
  const inbox = "/api/v1/messages?page=1";
  const data = {
    "/": [
      inbox,
      "/api/v1/unreads",
      "/api/v1/invites?filter=appointments&status=open&limit=50&page=1",
      "/api/v1/invites?filter=groups&status=open&limit=50&page=1",
      "/api/v1/my_groups",
    ],
    "/messages": firstPage ? [inbox] : [],
  };
  let modules = [];
  try {
    modules = JSON.parse(document.getElementById("first-screen-modules")?.textContent || "{}")[screen] || [];
  } catch {
    modules = [];
  }
  // A session sets its CSRF cookie beside its own (which scripts cannot read): without it nobody is signed in, and the
  // app sends the visitor to the sign-in page. Waiting for the preload to say so would cost the whole round trip.
  if (!/(^|;\s*)csrf_token=/.test(document.cookie)) return;
  const early = {};
  for (const url of data[screen] || []) early[url] = fetch(url, json).catch(() => null);
  window.__intranetEarly = early;
  for (const href of modules) {
    const link = document.createElement("link");
    link.rel = "modulepreload";
    link.href = href;
    document.head.appendChild(link);
  }
})();
