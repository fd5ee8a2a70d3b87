import type { TwoFactorMessages } from "./en";

export const twoFactorFr: TwoFactorMessages = {
  title: "Authentification à deux facteurs",
  turnedOff:
    "L’authentification à deux facteurs est désactivée dans ce réseau : aucune nouvelle méthode ne peut être configurée.",
  enforced:
    "Votre réseau demande à chaque membre l'authentification à deux facteurs. Configurez une méthode pour continuer.",
  signInIntro:
    "Saisissez le code de votre application d'authentification ou du courriel envoyé, ou l'un de vos codes de secours.",
  code: "Code",
  verify: "Vérifier",
  invalidCode: "Le code n'est pas valide.",
  types: { totp: "Application d'authentification", email: "Codes par courriel" },
  active: "Actif",
  notSetUp: "Non configuré",
  add: "Configurer",
  remove: "Retirer",
  activate: "Activer",
  resetBackupCodes: "Nouveaux codes de secours",
  scan: "Scannez le code avec votre application d'authentification ou saisissez l'adresse ci-dessous, puis tapez le code affiché.",
  secretKey: "Clé à saisir manuellement",
  copyKey: "Copier la clé",
  keyCopied: "Clé copiée.",
  mailed: "Nous vous avons envoyé un code par courriel. Saisissez-le ici.",
  deleteConfirm: "Retirer les codes par courriel comme second facteur ?",
  deleteNeedsCode: "Saisissez un code actuel pour retirer l'application d'authentification.",
  resetNeedsCode:
    "Saisissez un code actuel pour obtenir de nouveaux codes de secours. Les anciens ne fonctionneront plus.",
  backupIntro:
    "Conservez ces codes de secours en lieu sûr. Chacun fonctionne une fois si vous ne pouvez pas utiliser votre second facteur.",
  download: "Télécharger backup_codes.txt",
  done: "Terminé",
};
