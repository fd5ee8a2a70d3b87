import "altcha/external";
import "altcha/altcha.css";
import ShaWorker from "altcha/workers/sha?worker";

/**
 * The widget without its bundled workers (they would start from `blob:` addresses, which the content security policy
 * refuses): the SHA worker is a file of this site, built by Vite. The server's challenges use SHA-256.
 */
globalThis.$altcha.algorithms.set("SHA-256", () => new ShaWorker());
