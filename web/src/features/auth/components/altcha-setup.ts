import "altcha/external";
import "altcha/altcha.css";
import ShaWorker from "altcha/workers/sha?worker";

/**
 * The widget without its bundled workers (they would start from `blob:` addresses, which the content security policy
 * refuses): the SHA worker is a file of this site, built by Vite. The server's challenges use SHA-256.
 *
 * A function the widget calls rather than a statement run on import: this package declares itself free of side
 * effects (package.json `sideEffects`), so the bundler dropped a bare top-level registration from the build and the
 * widget answered "Unsupported algorithm SHA-256" in every browser.
 */
export function registerAltchaWorkers() {
  globalThis.$altcha.algorithms.set("SHA-256", () => new ShaWorker());
}
