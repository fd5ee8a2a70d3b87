import type { MapsMessages } from "./en";

export const mapsFr: MapsMessages = {
  title: "Carte",
  membersTitle: "Membres sur la carte",
  groupTitle: "Carte",
  notFound: "Les cartes ne sont pas activées dans ce réseau.",
  noTiles: "Aucune carte n’est configurée : les administrateurs n’ont pas configuré de serveur de tuiles.",
  noGeocoder: "Les membres ne sont pas placés sur la carte : aucun géocodeur n’est configuré.",
  pending: "{{count}} adresses sont encore en cours de recherche.",
  loadError: "La carte n’a pas pu être chargée.",
  region: "Carte",
  networkLocation: "Notre adresse : {{name}}",
  list: "Sur la carte",
  none: "Personne n’est encore sur la carte. Les membres y apparaissent avec le lieu de leur profil.",
  attribution: "Tuiles de {{host}}",
};
