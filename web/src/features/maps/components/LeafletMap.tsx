import "leaflet/dist/leaflet.css";
import "./map-themes.css";
import type { MapView } from "@intranet/contracts";
import L from "leaflet";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";

/** Where a map with nothing to show looks: central Europe, far out. */
const FALLBACK_CENTER: L.LatLngTuple = [50.1, 9.7];

/** The host a tile template names, for the attribution ("{s}.tile.example.org" → "tile.example.org"). */
const tileHost = (template: string) => /^https?:\/\/([^/]+)/.exec(template)?.[1]?.replace(/^\{s\}\./, "") ?? template;

/** A member's popup: their name linking to the profile (a route change, not a page load) and their location. */
function memberPopup(name: string, path: string, location: string, go: (path: string) => void): HTMLElement {
  const box = document.createElement("div");
  const link = document.createElement("a");
  link.href = path;
  link.textContent = name;
  link.addEventListener("click", (event) => {
    event.preventDefault();
    go(path);
  });
  box.append(link, document.createElement("br"), document.createTextNode(location));
  return box;
}

/** A point of interest's popup: its name in bold and its description. */
function poiPopup(name: string, description: string): HTMLElement {
  const box = document.createElement("div");
  const title = document.createElement("strong");
  title.textContent = name;
  box.append(title);
  if (description) {
    const text = document.createElement("div");
    text.style.whiteSpace = "pre-line";
    text.textContent = description;
    box.append(text);
  }
  return box;
}

/**
 * The map (Leaflet, driven directly) from the configured tile server: members as blue circles with a popup linking
 * their profile, the network's location as a larger red one, points of interest as orange ones with a popup (name,
 * description). Scope `poi` centres on the network's location at the
 * network's zoom level; `all` fits every marker (at most that zoom level). Texts go in as text, never as HTML.
 */
export function LeafletMap({ view, tileUrl }: { view: MapView; tileUrl: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const element = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!element.current) return;
    const map = L.map(element.current, { scrollWheelZoom: false });
    L.tileLayer(tileUrl, { attribution: t("maps.attribution", { host: tileHost(tileUrl) }) }).addTo(map);
    for (const p of view.points)
      if (p.description === undefined)
        L.circleMarker([p.lat, p.lng], { radius: 11, color: "#c92a2a", fillColor: "#fa5252", fillOpacity: 0.8 })
          .bindTooltip(t("maps.networkLocation", { name: p.name }))
          .addTo(map);
      else
        L.circleMarker([p.lat, p.lng], { radius: 9, color: "#d9480f", fillColor: "#fd7e14", fillOpacity: 0.85 })
          .bindPopup(poiPopup(p.name, p.description))
          .addTo(map);
    for (const m of view.members)
      L.circleMarker([m.lat, m.lng], { radius: 7, color: "#1864ab", fillColor: "#339af0", fillOpacity: 0.8 })
        .bindPopup(memberPopup(m.member.displayName, m.member.path, m.location, navigate))
        .addTo(map);
    const points: L.LatLngTuple[] = [
      ...view.members.map((m): L.LatLngTuple => [m.lat, m.lng]),
      ...view.points.map((p): L.LatLngTuple => [p.lat, p.lng]),
    ];
    if (view.scope === "all" && points.length > 1)
      map.fitBounds(points, { padding: [32, 32], maxZoom: Math.max(view.zoom_level, 3) });
    else
      map.setView(view.center ? [view.center.lat, view.center.lng] : (points[0] ?? FALLBACK_CENTER), view.zoom_level);
    return () => {
      map.remove();
    };
  }, [view, tileUrl, t, navigate]);

  return (
    <div
      ref={element}
      // The network's map theme (map-themes.css): a colour filter only where the tile server does not draw it.
      data-map-theme={view.theme_in_tiles ? undefined : view.theme}
      data-testid="leaflet-map"
      style={{ height: "min(60vh, 520px)", width: "100%", borderRadius: 8 }}
    />
  );
}
