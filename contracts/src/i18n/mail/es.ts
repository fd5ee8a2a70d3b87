import type { MailTexts } from "./en.js";

export const mailEs: MailTexts = {
  layout: {
    greeting: "Hola, {{name}}:",
    footer: "Recibes este correo como miembro de {{network}}.",
    openLink: "Si el botón no funciona, copia esta dirección en tu navegador:",
  },
  welcome: {
    subject: "Bienvenido a {{network}}",
    body: "un administrador ha creado una cuenta para usted en {{network}}. Inicie sesión con esta dirección de correo.",
    choose: "Elija su contraseña con este enlace en un plazo de siete días:",
    action: "Elegir una contraseña",
    signIn: "Iniciar sesión",
    deletedFirstName: "Miembro",
    deletedLastName: "eliminado",
  },
  passwordReset: {
    subject: "Restablecer tu contraseña",
    body: "alguien ha pedido restablecer la contraseña de tu cuenta. Para elegir una nueva, abre este enlace en las próximas dos horas:",
    action: "Elegir una contraseña nueva",
    ignore: "Si no has sido tú, ignora este correo; tu contraseña no cambia.",
  },
  signInCode: {
    subject: "Tu código de inicio de sesión",
    body: "tu código es {{code}}. Es válido durante 10 minutos.",
    warning: "Si no has intentado iniciar sesión, cambia tu contraseña.",
  },
  externalInvite: {
    defaultSubject: "Invitación a {{network}}",
    defaultText: "{{inviter}} te invita a unirte a {{network}}, nuestra intranet.",
    action: "Aceptar la invitación",
    validity: "El enlace funciona una vez y es válido durante {{days}} días.",
  },
  groupInvite: {
    subject: "Invitación a {{group}}",
    body: "{{inviter}} te invita al grupo {{group}}.",
    action: "Abrir tus invitaciones",
  },
  joinRequest: {
    subject: "Solicitud para unirse a {{group}}",
    body: "{{member}} pide unirse a {{group}}.",
  },
  joinApproved: {
    subject: "Bienvenido a {{group}}",
    body: "Tu solicitud para unirte a {{group}} ha sido aprobada.",
  },
  joinRejected: {
    subject: "Tu solicitud para unirte a {{group}}",
    body: "Tu solicitud para unirte a {{group}} ha sido rechazada.",
  },
  appointmentInvite: {
    subject: "Invitación: {{name}}",
    body: "{{inviter}} te invita a «{{name}}» el {{when}} ({{timeZone}}).",
    someone: "Alguien",
    accept: "Aceptar",
    decline: "Rechazar",
    details: "Detalles",
  },
  appointmentChanged: {
    subject: "Cambio: {{name}}",
    body: "«{{name}}» ha cambiado. Ahora tiene lugar el {{when}} ({{timeZone}}).",
    details: "Detalles",
  },
  attendeesContact: {
    about: "{{author}} sobre «{{name}}»",
    details: "Abrir la cita",
  },
  messageNotification: {
    subject: "{{from}}: {{subject}}",
    subjectWithout: "Nuevo mensaje de {{from}}",
    body: "{{from}} te ha enviado un mensaje en {{network}}.",
    action: "Leerlo aquí",
  },
  mentionNotification: {
    subject: "{{from}} te ha mencionado",
    body: "{{from}} te ha mencionado en una publicación en {{network}}:",
    action: "Abrir la publicación",
  },
  push: {
    mention: "{{from}} te ha mencionado",
    directMessage: "Nuevo mensaje de {{from}}",
    chatMessage: "{{from}} ha escrito en el chat",
    invitation: "{{from}} te ha invitado",
    open: "Ábrelo en {{network}}",
  },
  birthday: {
    subject: "¡Feliz cumpleaños!",
    body: "todos te deseamos un feliz cumpleaños.",
  },
  joinConfirmation: {
    subject: "Confirma tu dirección de correo para {{network}}",
    body: "has pedido unirte a {{network}}. Para confirmar tu dirección, abre este enlace en las próximas 24 horas:",
    action: "Confirmar mi dirección",
    ignore: "Si no fuiste tú, ignora este correo; no se crea ninguna cuenta.",
    pending: "Después de confirmar, un administrador revisará tu solicitud; te avisaremos por correo.",
  },
  joinApplication: {
    subject: "{{name}} pide unirse a {{network}}",
    body: "{{name}} ({{email}}) ha confirmado su dirección y pide unirse a {{network}}.",
    action: "Abrir las solicitudes",
  },
  joinAccepted: {
    subject: "Bienvenido a {{network}}",
    body: "tu solicitud para unirte a {{network}} ha sido aceptada. Ya puedes iniciar sesión.",
    action: "Iniciar sesión",
  },
  joinDeclined: {
    subject: "Tu solicitud a {{network}}",
    body: "tu solicitud para unirte a {{network}} ha sido rechazada.",
  },
  mailings: {
    digestSubject: "Tu resumen semanal de {{network}}",
    dailySubject: "Hoy en {{network}}",
    digestIntro: "esto es lo que ha pasado en {{network}} y que puedes leer.",
    newActivities: "Actividades nuevas",
    networkLevel: "Red",
    comments: "{{count}} comentarios",
    upcomingAppointments: "Próximas citas",
    open: "Abrir {{network}}",
    newsletterSubject: "Boletín de {{network}}",
    newsletterEmpty: "Esta vez no hay novedades.",
    disclaimer: "Recibes este boletín como miembro de {{network}}.",
    unsubscribe: "Darse de baja del boletín",
    unsubscribeDigest: "Darse de baja de estos correos",
    settings: "Ajustes de notificaciones",
  },
};
