import { profileDe } from "./de";
import type { ProfileMessages } from "./en";

export const profileDeDu: ProfileMessages = {
  ...profileDe,
  notFound: "Dieses Mitglied existiert nicht oder ist für dich nicht sichtbar.",
};
