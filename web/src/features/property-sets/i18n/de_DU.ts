import { propertySetsDe } from "./de";
import type { PropertySetsMessages } from "./en";

/** No text here addresses the reader, so the informal German is the German. */
export const propertySetsDeDu: PropertySetsMessages = propertySetsDe;
