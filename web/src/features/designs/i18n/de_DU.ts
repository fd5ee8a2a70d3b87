import { designsDe } from "./de";
import type { DesignsMessages } from "./en";

/** Informal German: no text of the designs addresses the reader formally. */
export const designsDeDu: DesignsMessages = designsDe;
