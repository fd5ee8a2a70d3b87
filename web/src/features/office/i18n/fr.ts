import type { OfficeMessages } from "./en";

export const officeFr: OfficeMessages = {
  actions: {
    view: "Ouvrir",
    edit: "Modifier",
    review: "Réviser",
    notAuthorized:
      "Impossible tant que le fichier est finalisé ou verrouillé, ou sans le droit d'ajouter des versions.",
  },
  host: {
    title: { view: "Document", edit: "Modifier le document", review: "Réviser le document" },
    backToFile: "Retour au fichier",
    notFound: "Ce document ne peut pas être ouvert ici.",
    unavailable: "Le serveur bureautique est injoignable pour le moment. Veuillez réessayer plus tard.",
    forbidden: "Vous ne pouvez pas modifier ce fichier.",
    locked: "Le fichier est verrouillé par quelqu'un d'autre.",
    narrowHint: "Les documents bureautiques se modifient plus facilement sur un écran plus grand.",
  },
};
