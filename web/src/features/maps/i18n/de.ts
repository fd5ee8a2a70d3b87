import type { MapsMessages } from "./en";

export const mapsDe: MapsMessages = {
  title: "Karte",
  membersTitle: "Mitglieder auf der Karte",
  groupTitle: "Karte",
  notFound: "Karten sind in diesem Netzwerk nicht eingeschaltet.",
  noTiles: "Es ist keine Karte eingerichtet: Die Administration hat keinen Kachelserver konfiguriert.",
  noGeocoder: "Mitglieder werden nicht auf der Karte gezeigt: Es ist kein Geocoder konfiguriert.",
  pending: "{{count}} Adressen werden noch gesucht.",
  loadError: "Die Karte konnte nicht geladen werden.",
  region: "Karte",
  networkLocation: "Unser Standort: {{name}}",
  list: "Auf der Karte",
  none: "Noch niemand ist auf der Karte. Mitglieder erscheinen hier mit dem Ort aus ihrem Profil.",
  attribution: "Kartenkacheln von {{host}}",
};
