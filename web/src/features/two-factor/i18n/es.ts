import type { TwoFactorMessages } from "./en";

export const twoFactorEs: TwoFactorMessages = {
  title: "Autenticación en dos pasos",
  turnedOff:
    "La autenticación de dos factores está desactivada en esta red: no se puede configurar ningún método nuevo.",
  enforced: "Tu red exige a todos los miembros la autenticación de dos factores. Configura un método para continuar.",
  signInIntro:
    "Introduce el código de tu aplicación de autenticación o del correo que te enviamos, o uno de tus códigos de respaldo.",
  code: "Código",
  verify: "Verificar",
  invalidCode: "El código no es válido.",
  types: { totp: "Aplicación de autenticación", email: "Códigos por correo" },
  active: "Activo",
  notSetUp: "Sin configurar",
  add: "Configurar",
  remove: "Quitar",
  activate: "Activar",
  resetBackupCodes: "Nuevos códigos de respaldo",
  scan: "Escanea el código con tu aplicación de autenticación o introduce la dirección de abajo y escribe el código que muestre.",
  secretKey: "Clave para introducir a mano",
  copyKey: "Copiar la clave",
  keyCopied: "Clave copiada.",
  mailed: "Te hemos enviado un código por correo. Introdúcelo aquí.",
  deleteConfirm: "¿Quitar los códigos por correo como segundo factor?",
  deleteNeedsCode: "Introduce un código actual para quitar la aplicación de autenticación.",
  resetNeedsCode:
    "Introduce un código actual para obtener nuevos códigos de respaldo. Los anteriores dejarán de funcionar.",
  backupIntro:
    "Guarda estos códigos de respaldo en un lugar seguro. Cada uno sirve una vez si no puedes usar tu segundo factor.",
  download: "Descargar backup_codes.txt",
  done: "Hecho",
};
