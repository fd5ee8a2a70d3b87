import type { MemberAdminShellMessages } from "./shell";

/** This feature's shell texts in German. */
export default {
  memberAdmin: {
    shell: {
      members: "Mitglieder",
      roles: "Mitgliedsrollen",
    } satisfies MemberAdminShellMessages,
  },
};
