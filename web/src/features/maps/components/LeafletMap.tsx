import "leaflet/dist/leaflet.css";
import type { MapView } from "@intranet/contracts";
import type { LatLngBoundsExpression, LatLngExpression } from "leaflet";
import { useTranslation } from "react-i18next";
import { CircleMarker, MapContainer, Popup, TileLayer, Tooltip } from "react-leaflet";
import { Link } from "react-router";

/** Where a map with nothing to show looks: central Europe, far out. */
const FALLBACK_CENTER: LatLngExpression = [50.1, 9.7];

/** The host a tile template names, for the attribution ("{s}.tile.example.org" → "tile.example.org"). */
const tileHost = (template: string) => /^https?:\/\/([^/]+)/.exec(template)?.[1]?.replace(/^\{s\}\./, "") ?? template;

/**
 * The map (Leaflet through react-leaflet) from the configured tile server: members as blue circles with a popup
 * linking their profile, the network's location as a larger red one. Scope `poi` centres on the network's location
 * at the network's zoom level; `all` fits every marker (at most that zoom level).
 */
export function LeafletMap({ view, tileUrl }: { view: MapView; tileUrl: string }) {
  const { t } = useTranslation();
  const points: [number, number][] = [
    ...view.members.map((m): [number, number] => [m.lat, m.lng]),
    ...view.points.map((p): [number, number] => [p.lat, p.lng]),
  ];
  const fit = view.scope === "all" && points.length > 1;
  const center: LatLngExpression = view.center ? [view.center.lat, view.center.lng] : (points[0] ?? FALLBACK_CENTER);
  const placement = fit
    ? {
        bounds: points as LatLngBoundsExpression,
        boundsOptions: { padding: [32, 32] as [number, number], maxZoom: Math.max(view.zoom_level, 3) },
      }
    : { center, zoom: view.zoom_level };
  return (
    <MapContainer
      {...placement}
      style={{ height: "min(60vh, 520px)", width: "100%", borderRadius: 8 }}
      scrollWheelZoom={false}
    >
      <TileLayer url={tileUrl} attribution={t("maps.attribution", { host: tileHost(tileUrl) })} />
      {view.points.map((p) => (
        <CircleMarker
          key={`poi-${p.lat}-${p.lng}`}
          center={[p.lat, p.lng]}
          radius={11}
          pathOptions={{ color: "#c92a2a", fillColor: "#fa5252", fillOpacity: 0.8 }}
        >
          <Tooltip>{t("maps.networkLocation", { name: p.name })}</Tooltip>
        </CircleMarker>
      ))}
      {view.members.map((m) => (
        <CircleMarker
          key={m.member.id}
          center={[m.lat, m.lng]}
          radius={7}
          pathOptions={{ color: "#1864ab", fillColor: "#339af0", fillOpacity: 0.8 }}
        >
          <Popup>
            <Link to={m.member.path}>{m.member.displayName}</Link>
            <br />
            {m.location}
          </Popup>
        </CircleMarker>
      ))}
    </MapContainer>
  );
}
