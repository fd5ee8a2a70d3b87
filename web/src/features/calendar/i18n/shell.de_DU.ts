import type { CalendarShellMessages } from "./shell";

/** This feature's shell texts in informal German ("du"; the rest is `shell.de.ts`). */
export default {
  calendar: {
    shell: {
      tile: "Deine nächsten Termine ansehen",
    } satisfies Partial<CalendarShellMessages>,
  },
};
