export const mapsEn = {
  title: "Map",
  membersTitle: "Members on the map",
  groupTitle: "Map",
  notFound: "Maps are not switched on in this network.",
  noTiles: "No map is set up: the administrators have not configured a tile server.",
  noGeocoder: "Members are not placed on the map: no geocoder is configured.",
  pending: "{{count}} addresses are still being looked up.",
  loadError: "The map could not be loaded.",
  region: "Map",
  networkLocation: "Our location: {{name}}",
  list: "On the map",
  none: "Nobody is on the map yet. Members appear here with the location of their profile.",
  attribution: "Map tiles from {{host}}",
};
export type MapsMessages = typeof mapsEn;
