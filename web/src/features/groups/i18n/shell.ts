import type { NamespaceBundle } from "../../../i18n/namespaces";

/** What the shell shows for this feature (userbar, notifications, start page), there from the first screen. */
const groupsShellEn = {
  notification: "Group invitations",
};
export type GroupsShellMessages = typeof groupsShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    groups: { shell: GroupsShellMessages };
  }
}

const groupsShellDe: GroupsShellMessages = {
  notification: "Gruppeneinladungen",
};

const groupsShellEs: GroupsShellMessages = {
  notification: "Invitaciones a grupos",
};

const groupsShellFr: GroupsShellMessages = {
  notification: "Invitations aux groupes",
};

/** Registered under `groups.shell` when the app starts; the rest of the namespace loads with the routes. */
export const groupsShellTexts = {
  groups: {
    en: { shell: groupsShellEn },
    de: { shell: groupsShellDe },
    de_DU: { shell: groupsShellDe },
    es: { shell: groupsShellEs },
    fr: { shell: groupsShellFr },
  },
} satisfies NamespaceBundle;
