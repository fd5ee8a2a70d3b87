// Every feature's texts in this language (each `features/<feature>/i18n/de.ts`), one chunk (web/vite.config.ts).
export default import.meta.glob<Record<string, object>>("../../features/*/i18n/de.ts", { eager: true });
