import type { OfficeMessages } from "./en";

export const officeEs: OfficeMessages = {
  actions: {
    view: "Abrir",
    edit: "Editar",
    review: "Revisar",
    notAuthorized:
      "No es posible mientras el archivo está finalizado o bloqueado, o sin permiso para añadir versiones.",
  },
  host: {
    title: { view: "Documento", edit: "Editar documento", review: "Revisar documento" },
    backToFile: "Volver al archivo",
    notFound: "Este documento no se puede abrir aquí.",
    unavailable: "No se puede acceder al servidor de ofimática en este momento. Inténtalo de nuevo más tarde.",
    forbidden: "No puedes editar este archivo.",
    locked: "Otra persona ha bloqueado el archivo.",
    narrowHint: "Los documentos de ofimática se editan mejor en una pantalla más grande.",
  },
};
