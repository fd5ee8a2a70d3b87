import type { MemberAdminShellMessages } from "./shell";

/** This feature's shell texts in Spanish. */
export default {
  memberAdmin: {
    shell: {
      members: "Miembros",
      roles: "Roles de miembro",
    } satisfies MemberAdminShellMessages,
  },
};
