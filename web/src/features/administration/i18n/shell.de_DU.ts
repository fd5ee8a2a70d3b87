import type { AdministrationShellMessages } from "./shell";

/** This feature's shell texts in informal German ("du"; the rest is `shell.de.ts`). */
export default {
  administration: {
    shell: {
      consent_intro: "Bitte lies „{{name}}“ (Version {{version}}) und stimme zu, um fortzufahren.",
    } satisfies Partial<AdministrationShellMessages>,
  },
};
