import { officeDe } from "./de";
import type { OfficeMessages } from "./en";

/** German, informal: the German texts already address the reader with "du". */
export const officeDeDu: OfficeMessages = officeDe;
