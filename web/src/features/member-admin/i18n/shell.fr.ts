import type { MemberAdminShellMessages } from "./shell";

/** This feature's shell texts in French. */
export default {
  memberAdmin: {
    shell: {
      members: "Membres",
      roles: "Rôles de membre",
    } satisfies MemberAdminShellMessages,
  },
};
