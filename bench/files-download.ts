// The files bench's downloads: one streamed download with the serving process's memory sampled, and the static
// baseline server that sends the same bytes.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { assertLoopback, killTree, sleep, waitFor } from "./guard.js";
import { spawnBenchScript } from "./processes.js";
import { freePort } from "./server.js";

export type Download = { bytes: number; ms: number; idleRss: number; peakRss: number; tail: Buffer };

const rssOf = (pid: number) => {
  try {
    return Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) * 1024;
  } catch {
    return 0;
  }
};

/**
 * One download read to nowhere (bytes counted, the last 64 kept) while the serving process `pid`'s resident set is
 * sampled every 100 ms; its idle figure is the mean of ten samples over the second before the request.
 */
export async function download(
  url: string,
  pid: number,
  init: { method: string; headers?: http.OutgoingHttpHeaders; body?: string },
) {
  assertLoopback(url);
  const idle: number[] = [];
  for (let i = 0; i < 10; i++) {
    idle.push(rssOf(pid));
    await sleep(100);
  }
  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 100);
  const started = performance.now();
  try {
    return await new Promise<Download>((resolve, reject) => {
      const req = http.request(url, { method: init.method, headers: init.headers }, (res) => {
        if (res.statusCode !== 200) {
          let text = "";
          res.on("data", (c: Buffer) => {
            text += c.toString();
          });
          res.on("end", () => reject(new Error(`${url}: ${res.statusCode} ${text.slice(0, 300)}`)));
          return;
        }
        let bytes = 0;
        let tail: Buffer = Buffer.alloc(0);
        res.on("data", (c: Buffer) => {
          bytes += c.length;
          tail = c.length >= 64 ? c.subarray(c.length - 64) : Buffer.concat([tail, c]).subarray(-64);
        });
        res.on("end", () => {
          peak = Math.max(peak, rssOf(pid));
          const idleRss = idle.reduce((a, b) => a + b, 0) / idle.length;
          resolve({ bytes, ms: performance.now() - started, idleRss, peakRss: peak, tail: Buffer.from(tail) });
        });
        res.on("error", reject);
      });
      req.setTimeout(600_000, () => req.destroy(new Error(`${url}: no byte for 10 minutes`)));
      req.on("error", reject);
      req.end(init.body);
    });
  } finally {
    clearInterval(sampler);
  }
}

/** The baseline server in its own process, with the bodies and the files to stream. */
export async function startStaticBaseline(dataDir: string, bodies: Record<string, string>, streamFiles: string[]) {
  const bodiesFile = path.join(dataDir, "baseline-bodies.json");
  const filesFile = path.join(dataDir, "baseline-files.json");
  fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
  fs.writeFileSync(filesFile, JSON.stringify(streamFiles));
  const port = await freePort();
  const child = spawnBenchScript("static-baseline.ts", [], {
    env: { BODIES: bodiesFile, STREAM_FILES: filesFile, PORT: String(port) },
  });
  let output = "";
  child.stderr?.on("data", (c: Buffer) => {
    output = (output + c.toString()).slice(-4_000);
  });
  const url = `http://127.0.0.1:${port}`;
  const first = Object.keys(bodies)[0] ?? "";
  await waitFor("static baseline", 60_000, async () => {
    if (child.exitCode !== null) throw new Error(`static baseline stopped: ${output}`);
    const res = await fetch(`${url}/json/${encodeURIComponent(first)}`, { signal: AbortSignal.timeout(2_000) });
    await res.arrayBuffer();
    return res.ok ? true : null;
  });
  return { url, pid: child.pid ?? 0, stop: () => killTree(child, 5_000) };
}
