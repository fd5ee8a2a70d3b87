import type { AuthMessages } from "./en";

export const authEs: AuthMessages = {
  signIn: {
    title: "Iniciar sesión",
    intro: "Bienvenido a {{network}}",
    email: "Correo electrónico",
    password: "Contraseña",
    submit: "Iniciar sesión",
    forgot: "¿Has olvidado tu contraseña?",
  },
  errors: {
    challenge_expired: "Vuelve a iniciar sesión.",
    invalid_credentials: "Correo electrónico o contraseña no válidos.",
    rate_limited: "Demasiados intentos. Espera un momento e inténtalo de nuevo.",
    account_locked: "Tu cuenta está bloqueada. Ponte en contacto con un administrador.",
    unauthorized: "Inicia sesión para continuar.",
  },
  passwordNew: {
    title: "¿Has olvidado tu contraseña?",
    intro: "Introduce tu correo electrónico y te enviaremos un enlace para elegir una contraseña nueva.",
    email: "Correo electrónico",
    submit: "Enviar enlace",
    success:
      "Si la dirección pertenece a una cuenta, recibirás un correo con un enlace para restablecer la contraseña.",
    back: "Volver a iniciar sesión",
  },
  passwordEdit: {
    title: "Elige una contraseña nueva",
    password: "Contraseña nueva",
    confirmation: "Confirmar contraseña nueva",
    submit: "Cambiar contraseña",
    success: "Tu contraseña se ha cambiado. Ya puedes iniciar sesión.",
    missingToken: "Este enlace está incompleto. Solicita uno nuevo.",
    invalidToken: "Este enlace no es válido o ha caducado. Solicita uno nuevo.",
    requestNew: "Solicitar un enlace nuevo",
  },
  registration: {
    title: "Editar datos de acceso",
    email: "Correo electrónico",
    password: "Contraseña nueva",
    passwordHint: "Déjalo vacío para mantener tu contraseña actual.",
    confirmation: "Confirmar contraseña nueva",
    currentPassword: "Contraseña actual",
    currentPasswordHint: "Introduce tu contraseña actual para confirmar los cambios.",
    submit: "Guardar",
  },
};
