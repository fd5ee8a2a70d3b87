import type { ProfileEditMessages, ProfileMessages } from "./en";

export const profileEs: ProfileMessages = {
  email: "Correo electrónico",
  position: "Puesto",
  department: "Departamento",
  phone: "Teléfono",
  location: "Ubicación",
  about: "Sobre mí",
  external: "Externo",
  locked: "Bloqueado",
  noDetails: "Todavía no hay datos de perfil.",
  notFound: "Este miembro no existe o no es visible para ti.",
  settings: {
    title: "Ajustes de notificaciones",
    digests: "Resúmenes por correo",
    dailyDigests: "Resumen diario",
    digestChoice: { disabled: "Desactivado", all: "Todos mis grupos", selected_groups: "Grupos seleccionados" },
    selectGroups: "Grupos en el resumen diario",
    includeNetworkLevel: "Incluir actividades de toda la red",
    subscriptions: "Correos de contenido suscrito",
    notifications: "Notificaciones por correo",
    adminNotifications: "Notificaciones de administrador",
  },
  locale: { title: "Ajustes de idioma", language: "Idioma", timeZone: "Zona horaria" },
  ignored: {
    title: "Miembros ignorados",
    empty: "No ignoras a nadie.",
    hint: "Los miembros ignorados no pueden enviarte mensajes directos.",
    unignore: "Dejar de ignorar",
    add: "Ignorar a un miembro",
  },
  changeRequest: {
    title: "Solicitar un cambio",
    hint: "Un administrador revisará tu solicitud.",
    submit: "Enviar solicitud",
    sent: "Se envió tu solicitud de cambio.",
    disabled: "Las solicitudes de cambio no están activadas.",
  },
  onboarding: { title: "¡Bienvenido! Cuéntanos sobre ti", submit: "Continuar" },
  tabs: {
    information: "Información",
    activities: "Actividades",
    likes: "Me gusta",
    activitiesEmpty: "Aún no hay actividades.",
    likesEmpty: "Aún no hay me gusta.",
  },
};

export const profileEditEs: ProfileEditMessages = {
  title: "Editar perfil",
  edit: "Editar perfil",
  picture: "Foto de perfil",
  pictureHint: "Una foto cuadrada queda mejor.",
  removePicture: "Quitar foto",
  firstName: "Nombre",
  lastName: "Apellido",
};
