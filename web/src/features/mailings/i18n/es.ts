import type { MailingsMessages } from "./en";

export const mailingsEs: MailingsMessages = {
  settings: {
    title: "Boletín",
    sendingTitle: "Día de envío",
    interval: "Intervalo",
    intervals: { weekly: "Semanal", semimonthly: "Dos veces al mes", monthly: "Mensual" },
    day: "Día",
    secondDay: "Segundo día",
    time: "Hora",
    secondTime: "Segunda hora",
    weekdays: {
      mon: "Lunes",
      tue: "Martes",
      wed: "Miércoles",
      thu: "Jueves",
      fri: "Viernes",
      sat: "Sábado",
      sun: "Domingo",
    },
    times: { am: "Mañana (7:00)", pm: "Mediodía (12:00)", lpm: "Tarde (17:00)" },
    upcomingLink: "Orden de las próximas actividades",
    save: "Guardar",
    saved: "Los ajustes del boletín se han guardado.",
    saveFailed: "No se han podido guardar los ajustes del boletín.",
  },
  designer: {
    title: "Plantilla",
    intro:
      "El HTML del boletín. {{content}} marca dónde van las próximas actividades (exactamente una vez); {{disclaimer}}, dónde va el aviso con los enlaces de baja y de ajustes (al menos una vez).",
    html: "HTML de la plantilla",
    css: "Estilos (CSS)",
    insertContent: "Insertar el marcador de contenido",
    insertDisclaimer: "Insertar el marcador del aviso",
    preview: "Vista previa",
    previewFrame: "Vista previa de la plantilla del boletín",
    imprint: "El aviso legal de los correos se añade al final de cada boletín.",
    noImprint: "Aún no hay aviso legal para los correos: añádelo en Aviso legal.",
    errors: {
      "content missing": "content missing: la plantilla necesita el marcador de contenido exactamente una vez.",
      "content duplicated": "content duplicated: el marcador de contenido solo puede aparecer una vez.",
      "disclaimer missing": "disclaimer missing: la plantilla necesita el marcador del aviso y de los ajustes.",
    },
  },
  sendNow: {
    title: "Enviar ahora",
    intro:
      "Envía un correo ahora mismo a todos sus destinatarios (una vez al día cada uno); puedes leerlos en la bandeja de salida.",
    kinds: {
      newsletter: "Boletín",
      weekly_digest: "Resumen semanal",
      daily_activity: "Actividad diaria",
      birthday: "Correos de cumpleaños",
    },
    queued: "{{count}} correos en cola.",
  },
  upcoming: {
    title: "Próximas actividades",
    intro: "Las actividades del próximo boletín. Arrástralas al orden en que el boletín las mostrará.",
    empty: "Aún no hay actividades para el próximo boletín.",
    save: "Guardar orden",
    saved: "Se ha guardado el orden.",
    failed: "No se ha podido guardar el orden; la lista se ha vuelto a cargar.",
    back: "Volver al boletín",
  },
  unsubscribe: {
    title: "Darse de baja",
    confirm: "¿Dejar de enviar estos correos a {{email}}?",
    button: "Darse de baja",
    done: "{{email}} se ha dado de baja. Puedes cambiar tus ajustes de notificación en tu perfil en cualquier momento.",
    invalid: "Este enlace de baja no es válido.",
  },
};
