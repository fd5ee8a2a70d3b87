import type { AdministrationShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  administration: {
    shell: {
      administration: "Administración",
      menu: "Menú de administración",
      section_network: "Red",
      section_content: "Contenido",
      section_legal: "Legal",
      section_development: "Desarrollo",
      outbox: "Bandeja de salida",
      activitystreams: "Flujos de actividad",
      settings: "Ajustes",
      join_requests: "Solicitudes de ingreso",
      legal_texts: "Textos legales",
      imprint: "Aviso legal",
      audit_log: "Registro de auditoría",
      tags: "Etiquetas",
      statistics: "Estadísticas",
      section_group: "Administración del grupo",
      section_group_category: "Categoría de grupos",
      overview: "Resumen",
      members: "Miembros",
      group_join_requests: "Solicitudes de ingreso",
      edit_group: "Editar grupo",
      invites: "Invitar",
      consent_title: "{{name}}: léelo y acéptalo",
      consent_intro: "Lee «{{name}}» (versión {{version}}) y acéptalo para continuar.",
      consent_checkbox: "He leído «{{name}}» y lo acepto.",
      consent_accept: "Aceptar y continuar",
    } satisfies AdministrationShellMessages,
  },
};
