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
};
