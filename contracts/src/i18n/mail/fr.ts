import type { MailTexts } from "./en.js";

export const mailFr: MailTexts = {
  layout: {
    greeting: "Bonjour {{name}},",
    footer: "Vous recevez ce courriel en tant que membre de {{network}}.",
    openLink: "Si le bouton ne fonctionne pas, copiez cette adresse dans votre navigateur :",
  },
  welcome: {
    subject: "Bienvenue sur {{network}}",
    body: "un administrateur vous a créé un compte sur {{network}}. Vous vous connectez avec cette adresse e-mail.",
    choose: "Choisissez votre mot de passe avec ce lien dans les sept jours :",
    action: "Choisir un mot de passe",
    signIn: "Se connecter",
    deletedFirstName: "Membre",
    deletedLastName: "supprimé",
  },
  passwordReset: {
    subject: "Réinitialiser votre mot de passe",
    body: "quelqu’un a demandé à réinitialiser le mot de passe de votre compte. Pour en choisir un nouveau, ouvrez ce lien dans les deux heures :",
    action: "Choisir un nouveau mot de passe",
    ignore: "Si ce n’était pas vous, ignorez ce courriel ; votre mot de passe reste inchangé.",
  },
  signInCode: {
    subject: "Votre code de connexion",
    body: "votre code est {{code}}. Il est valable 10 minutes.",
    warning: "Si vous n’avez pas essayé de vous connecter, changez votre mot de passe.",
  },
  externalInvite: {
    defaultSubject: "Invitation à {{network}}",
    defaultText: "{{inviter}} vous invite à rejoindre {{network}}, notre intranet.",
    action: "Accepter l'invitation",
    validity: "Le lien fonctionne une fois et reste valable {{days}} jours.",
  },
  groupInvite: {
    subject: "Invitation à {{group}}",
    body: "{{inviter}} vous invite dans le groupe {{group}}.",
    action: "Ouvrir vos invitations",
  },
  joinRequest: {
    subject: "Demande d’adhésion à {{group}}",
    body: "{{member}} demande à rejoindre {{group}}.",
  },
  joinApproved: {
    subject: "Bienvenue dans {{group}}",
    body: "Votre demande pour rejoindre {{group}} a été acceptée.",
  },
  joinRejected: {
    subject: "Votre demande pour rejoindre {{group}}",
    body: "Votre demande pour rejoindre {{group}} a été refusée.",
  },
  appointmentInvite: {
    subject: "Invitation : {{name}}",
    body: "{{inviter}} vous invite à « {{name}} » le {{when}} ({{timeZone}}).",
    someone: "Quelqu’un",
    accept: "Accepter",
    decline: "Refuser",
    details: "Détails",
  },
  appointmentChanged: {
    subject: "Modifié : {{name}}",
    body: "« {{name}} » a été modifié. Il a lieu désormais le {{when}} ({{timeZone}}).",
    details: "Détails",
  },
  attendeesContact: {
    about: "{{author}} au sujet de « {{name}} »",
    details: "Ouvrir le rendez-vous",
  },
  messageNotification: {
    subject: "{{from}} : {{subject}}",
    subjectWithout: "Nouveau message de {{from}}",
    body: "{{from}} vous a envoyé un message dans {{network}}.",
    action: "Le lire ici",
  },
  mentionNotification: {
    subject: "{{from}} vous a mentionné",
    body: "{{from}} vous a mentionné dans une publication sur {{network}} :",
    action: "Ouvrir la publication",
  },
  push: {
    mention: "{{from}} vous a mentionné",
    directMessage: "Nouveau message de {{from}}",
    chatMessage: "{{from}} a écrit dans le chat",
    invitation: "{{from}} vous a invité",
    open: "Ouvrir dans {{network}}",
  },
  birthday: {
    subject: "Joyeux anniversaire !",
    body: "nous vous souhaitons tous un joyeux anniversaire.",
  },
  joinConfirmation: {
    subject: "Confirmez votre adresse e-mail pour {{network}}",
    body: "vous avez demandé à rejoindre {{network}}. Pour confirmer votre adresse, ouvrez ce lien dans les 24 heures :",
    action: "Confirmer mon adresse",
    ignore: "Si ce n'était pas vous, ignorez ce message ; aucun compte n'est créé.",
    pending: "Après votre confirmation, un administrateur examine votre demande ; vous serez informé par e-mail.",
  },
  joinApplication: {
    subject: "{{name}} demande à rejoindre {{network}}",
    body: "{{name}} ({{email}}) a confirmé son adresse et demande à rejoindre {{network}}.",
    action: "Ouvrir les demandes",
  },
  joinAccepted: {
    subject: "Bienvenue sur {{network}}",
    body: "votre demande pour rejoindre {{network}} a été acceptée. Vous pouvez vous connecter.",
    action: "Se connecter",
  },
  joinDeclined: {
    subject: "Votre demande pour {{network}}",
    body: "votre demande pour rejoindre {{network}} a été refusée.",
  },
  mailings: {
    digestSubject: "Votre résumé hebdomadaire de {{network}}",
    dailySubject: "Aujourd'hui sur {{network}}",
    digestIntro: "voici ce qui s'est passé sur {{network}} et que vous pouvez lire.",
    newActivities: "Nouvelles activités",
    networkLevel: "Réseau",
    comments: "{{count}} commentaires",
    upcomingAppointments: "Rendez-vous à venir",
    open: "Ouvrir {{network}}",
    newsletterSubject: "Lettre d'information de {{network}}",
    newsletterEmpty: "Rien de nouveau cette fois.",
    disclaimer: "Vous recevez cette lettre en tant que membre de {{network}}.",
    unsubscribe: "Se désabonner de la lettre",
    unsubscribeDigest: "Se désabonner de ces e-mails",
    settings: "Paramètres de notification",
  },
};
