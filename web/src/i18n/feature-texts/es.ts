// Every feature's texts in this language (each `features/<feature>/i18n/es.ts`), one chunk (web/vite.config.ts).
export default import.meta.glob<Record<string, object>>("../../features/*/i18n/es.ts", { eager: true });
