import type { MapsMessages } from "./en";

export const mapsEs: MapsMessages = {
  title: "Mapa",
  membersTitle: "Miembros en el mapa",
  groupTitle: "Mapa",
  notFound: "Los mapas no están activados en esta red.",
  noTiles: "No hay ningún mapa configurado: los administradores no han configurado un servidor de teselas.",
  noGeocoder: "Los miembros no se sitúan en el mapa: no hay ningún geocodificador configurado.",
  pending: "Todavía se están buscando {{count}} direcciones.",
  loadError: "No se pudo cargar el mapa.",
  region: "Mapa",
  networkLocation: "Nuestra ubicación: {{name}}",
  list: "En el mapa",
  none: "Todavía no hay nadie en el mapa. Los miembros aparecen con la ubicación de su perfil.",
  attribution: "Teselas de {{host}}",
};
