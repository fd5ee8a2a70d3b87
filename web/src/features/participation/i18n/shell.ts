import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the shell shows for this feature (userbar, notifications, start page), there from the first screen. */
const participationShellEn = {
  notification: "Appointment invitations",
};
export type ParticipationShellMessages = typeof participationShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    participation: { shell: ParticipationShellMessages };
  }
}

const participationShellDe: ParticipationShellMessages = {
  notification: "Termineinladungen",
};

const participationShellEs: ParticipationShellMessages = {
  notification: "Invitaciones a citas",
};

const participationShellFr: ParticipationShellMessages = {
  notification: "Invitations aux rendez-vous",
};

/** Registered under `participation.shell` when the app starts; the rest of the namespace loads with the routes. */
export const participationShellTexts = {
  participation: {
    en: { shell: participationShellEn },
    de: { shell: participationShellDe },
    de_DU: { shell: participationShellDe },
    es: { shell: participationShellEs },
    fr: { shell: participationShellFr },
  },
} satisfies NamespaceBundle;
