import type { SearchShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  search: {
    shell: {
      label: "Búsqueda",
      all: "Todos los resultados",
      placeholder: "Buscar",
      placeholderIn: "Buscar en {{scope}}",
      placeholderGroup: "Buscar en este grupo",
      searchFor: "Buscar «{{q}}»",
      open: "Abrir la búsqueda",
      close: "Cerrar la búsqueda",
      modules: {
        activities: "Actividades",
        messages: "Mensajes",
        appointments: "Citas",
        articles: "Artículos",
        files: "Archivos",
        folders: "Carpetas",
        members: "Miembros",
        groups: "Grupos",
        pages: "Páginas",
        items: "Elementos de apps",
        tasks: "Tareas",
        channels: "Canales",
      },
    } satisfies SearchShellMessages,
  },
};
