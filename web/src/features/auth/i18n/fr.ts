import type { AuthMessages } from "./en";

export const authFr: AuthMessages = {
  signIn: {
    title: "Se connecter",
    intro: "Bienvenue sur {{network}}",
    email: "E-mail",
    password: "Mot de passe",
    submit: "Se connecter",
    forgot: "Mot de passe oublié ?",
  },
  errors: {
    challenge_expired: "Veuillez vous reconnecter.",
    invalid_credentials: "E-mail ou mot de passe invalide.",
    rate_limited: "Trop de tentatives. Veuillez patienter un instant et réessayer.",
    account_locked: "Votre compte est verrouillé. Veuillez contacter un administrateur.",
    unauthorized: "Veuillez vous connecter pour continuer.",
  },
  passwordNew: {
    title: "Mot de passe oublié ?",
    intro: "Saisissez votre adresse e-mail et nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    email: "E-mail",
    submit: "Envoyer le lien",
    success: "Si l'adresse correspond à un compte, un e-mail avec un lien de réinitialisation est en route.",
    back: "Retour à la connexion",
  },
  passwordEdit: {
    title: "Choisissez un nouveau mot de passe",
    password: "Nouveau mot de passe",
    confirmation: "Confirmer le nouveau mot de passe",
    submit: "Changer le mot de passe",
    success: "Votre mot de passe a été changé. Vous pouvez maintenant vous connecter.",
    missingToken: "Ce lien est incomplet. Veuillez en demander un nouveau.",
    invalidToken: "Ce lien n'est pas valide ou a expiré. Veuillez en demander un nouveau.",
    requestNew: "Demander un nouveau lien",
  },
  registration: {
    title: "Modifier l'inscription",
    email: "E-mail",
    password: "Nouveau mot de passe",
    passwordHint: "Laissez vide pour conserver votre mot de passe actuel.",
    confirmation: "Confirmer le nouveau mot de passe",
    currentPassword: "Mot de passe actuel",
    currentPasswordHint: "Saisissez votre mot de passe actuel pour confirmer les modifications.",
    submit: "Enregistrer",
  },
};
