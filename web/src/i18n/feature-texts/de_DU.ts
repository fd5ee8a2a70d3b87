// Every feature's informal German texts (`features/<feature>/i18n/de_DU.ts`, where a feature has them), one chunk
// (web/vite.config.ts); the formal German ones stand in for the rest.
export { default as de } from "./de";
export default import.meta.glob<Record<string, object>>("../../features/*/i18n/de_DU.ts", { eager: true });
