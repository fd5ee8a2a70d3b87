import type { DashboardMessages } from "./en";

export const dashboardEs: DashboardMessages = {
  greeting: "¡Hola, {{name}}!",
  intro: "Esto es lo que hay hoy.",
  today: {
    title: "Hoy",
    empty: "Hoy no hay nada en tus calendarios.",
    add: "Añadir cita",
    loadError: "No se pudieron cargar tus citas.",
  },
  upcoming: {
    title: "Próximamente",
    empty: "No hay nada previsto para las próximas dos semanas.",
    all: "Todas las citas",
    more_one: "y {{count}} más",
    more_other: "y {{count}} más",
  },
  allDay: "Todo el día",
  canceled: "Cancelada",
  messages: {
    title: "Mensajes no leídos",
    count_one: "{{count}} mensaje no leído",
    count_other: "{{count}} mensajes no leídos",
    empty: "Has leído todos tus mensajes.",
    write: "Escribir un mensaje",
    inbox: "Ir a la bandeja de entrada",
    from: "de {{name}}",
    loadError: "No se pudieron cargar tus mensajes.",
  },
  invites: {
    title: "Invitaciones abiertas",
    empty: "Ninguna invitación espera tu respuesta.",
    appointment: "Cita",
    group: "Grupo",
    answerAppointments: "Responder invitaciones a citas",
    answerGroups: "Responder invitaciones a grupos",
    loadError: "No se pudieron cargar tus invitaciones.",
  },
  groups: {
    title: "Mis grupos",
    empty: "Todavía no estás en ningún grupo. Encuentra grupos a los que unirte en el directorio.",
    find: "Buscar grupos",
    admin: "Administrador",
    loadError: "No se pudieron cargar tus grupos.",
  },
  shortcuts: "Accesos directos",
};
