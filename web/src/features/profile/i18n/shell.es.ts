import type { ProfileShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  profile: {
    shell: {
      title: "Perfil",
      information: "Información",
      activities: "Actividades",
      likes: "Me gusta",
      editRegistration: "Editar datos de acceso",
      twoFactor: "Autenticación en dos pasos",
      editProfile: "Editar perfil",
      localeSettings: "Ajustes de idioma",
      membershipSettings: "Ajustes de notificaciones",
      ignored: "Miembros ignorados",
      changeRequest: "Solicitar un cambio",
    } satisfies ProfileShellMessages,
  },
};
