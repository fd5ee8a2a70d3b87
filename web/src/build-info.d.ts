/** The build's id (vite.config.ts `define`): the kept screens of another build are not drawn (lib/member-cache.ts). */
declare const __APP_BUILD__: string;
