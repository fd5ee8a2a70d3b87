import type { AdministrationMessages } from "./en";

export const administrationEs: AdministrationMessages = {
  title: "Administración",
  intro: "Lo que los administradores de la red pueden gestionar aquí por ahora.",
  outbox: {
    title: "Bandeja de salida de desarrollo",
    intro:
      "No hay ningún servidor SMTP configurado (SMTP_URL), así que cada correo que envía la red se guarda aquí en lugar de entregarse.",
    count_one: "{{count}} correo",
    count_other: "{{count}} correos",
    to: "Para {{to}}",
    sentAt: "Enviado el {{date}}",
    attachments: "Adjuntos: {{names}}",
    emptyTitle: "Todavía no se ha enviado ningún correo",
    emptyText:
      "Los correos aparecen aquí en cuanto la red envía uno: un restablecimiento de contraseña, una invitación o un aviso de mensaje. Con SMTP_URL se envían por SMTP.",
    loadError: "No se pudo cargar la bandeja de salida.",
    html: "HTML",
    text: "Texto",
    noHtml: "Este correo no tiene parte HTML.",
    htmlFrame: "Parte HTML del correo {{subject}}",
  },
  streams: {
    title: "Flujos de actividad",
    intro:
      "Además del flujo «Todas las actividades», que leen todos los miembros, la red puede tener otros flujos. Los miembros publican en ellos y leen cada uno en su propia página.",
    new: "Nuevo flujo",
    edit: "Editar",
    editTitle: "Editar {{name}}",
    delete: "Eliminar",
    deleteConfirm: "¿Eliminar el flujo {{name}}? Sus actividades pasan a «Todas las actividades».",
    deleted: "Se eliminó el flujo {{name}}.",
    created: "Se creó el flujo {{name}}.",
    saved: "Se guardó el flujo {{name}}.",
    emptyTitle: "Todavía no hay otros flujos",
    emptyText:
      "Todas las actividades están en «Todas las actividades». Crea un flujo para dar a un tema su propio lugar.",
    name: "Nombre",
    slug: "Dirección",
    slugHint: "Minúsculas, dígitos y guiones; la página del flujo es /activitystreams/<dirección>.",
    description: "Descripción",
    position: "Posición",
    positionHint:
      "Los flujos se ordenan por posición, la menor primero, y luego por nombre. Vacío: después del último.",
    save: "Guardar",
    cancel: "Cancelar",
  },
  settings: {
    title: "Ajustes de la red",
    member: "Miembros",
    streamSubscriptions: "Los miembros pueden suscribirse a flujos de actividad",
    streamSubscriptionsHint:
      "Cada miembro elige qué flujos aparecen en «Todas las actividades». Desactivado, «Todas las actividades» muestra todos los flujos.",
    save: "Guardar",
    chat: {
      title: "Chat",
      show_online_status: "Mostrar el estado en línea",
      show_online_status_hint:
        "Los miembros ven en el chat quién está en línea. Desactivado, no se muestra el estado de nadie.",
      guest_users_allow_chat: "Los invitados pueden chatear",
      guest_users_allow_chat_hint: "Los miembros externos (invitados) pueden iniciar chats y participar en ellos.",
      chat_message_allow_destroy: "Los miembros pueden eliminar sus mensajes",
      chat_message_allow_destroy_hint: "Quien escribió un mensaje puede eliminarlo.",
      chat_message_allow_update: "Minutos para editar un mensaje",
      chat_message_allow_update_hint:
        "Cuánto tiempo después del envío se puede editar un mensaje; 0: nunca. De {{min}} a {{max}}.",
      max_file_attachments: "Archivos por mensaje",
      max_file_attachments_hint: "El máximo de archivos que puede llevar un mensaje, de {{min}} a {{max}}.",
      max_image_attachments: "Imágenes por mensaje",
      max_image_attachments_hint: "El máximo de imágenes que puede llevar un mensaje, de {{min}} a {{max}}.",
    },
    files: {
      title: "Archivos",
      file_profiles_enabled: "Perfiles de archivo",
      file_profiles_enabled_hint:
        "Los archivos reciben los campos del perfil de archivo para rellenar, filtrar y ordenar.",
      folder_profiles_enabled: "Perfiles de carpeta",
      folder_profiles_enabled_hint: "Las carpetas reciben los campos del perfil de carpeta.",
      file_lock_days: "Duración del bloqueo (días)",
      file_lock_days_hint:
        "Cuánto dura el bloqueo de un archivo si al bloquearlo no se elige otra fecha: de {{min}} a {{max}} días.",
    },
  },
};
