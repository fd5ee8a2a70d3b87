// Asks for the network preload (GET /api/v1/network: the member, the network, the language) while the app's
// scripts are still on their way, instead of after they have run; the app takes the answer once (api/network.ts,
// takeEarlyNetwork) or asks again itself when this one failed. A file of its own: the Content-Security-Policy
// allows no inline script. The prerendered signed-out pages carry their data and leave this script out.
(() => {
  if (typeof fetch !== "function") return;
  window.__intranetNetwork = fetch("/api/v1/network", {
    headers: { Accept: "application/json" },
    credentials: "same-origin",
  })
    .then((res) => (res.ok ? res.json() : null))
    .catch(() => null);
})();
