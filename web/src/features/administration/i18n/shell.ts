/**
 * What the shell shows for this feature, there from the first screen: the administration userbar's sections and links
 * (the server names them by these keys) and the consent dialog every member may meet.
 */
const administrationShellEn = {
  administration: "Administration",
  menu: "Administration menu",
  section_network: "Network",
  section_content: "Content",
  section_legal: "Legal",
  section_development: "Development",
  outbox: "Outbox",
  activitystreams: "Activity streams",
  settings: "Settings",
  join_requests: "Applications to join",
  legal_texts: "Legal texts",
  imprint: "Imprint",
  audit_log: "Audit log",
  tags: "Tags",
  statistics: "Statistics",
  section_group: "Group administration",
  section_group_category: "Group category",
  overview: "Overview",
  members: "Members",
  group_join_requests: "Join requests",
  edit_group: "Edit group",
  invites: "Invite",
  consent_title: "{{name}}: please read and accept",
  consent_intro: "Please read “{{name}}” (version {{version}}) and accept it to continue.",
  consent_checkbox: "I have read “{{name}}” and accept it.",
  consent_accept: "Accept and continue",
};
export type AdministrationShellMessages = typeof administrationShellEn;

declare module "../../../i18n/namespaces" {
  interface FeatureShellNamespaces {
    administration: { shell: AdministrationShellMessages };
  }
}

/**
 * Registered under `administration.shell` with the common texts (i18n/locales/en.ts), before any screen draws; the other
 * languages' are `shell.<language>.ts`, loaded with theirs. The rest of the namespace loads with the routes.
 */
export default { administration: { shell: administrationShellEn } };
