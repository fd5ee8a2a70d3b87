// The files bench's baseline (bench/files.ts): a bare `node:http` server in its own process that does the least
// each measured call must. `GET /json/<name>` answers a JSON body our server gave, from memory, as it is (the
// bodies are read once at start from the file named by BODIES: {"<name>": "<body>", …}); `GET /stream` sends the
// files listed in STREAM_FILES (a JSON array of absolute paths) one after the other with fs streams, no zip, no
// database, no session — the same bytes an archive of them holds, uncompressed. Prints `listening <port>`.
import fs from "node:fs";
import http from "node:http";
import { pipeline } from "node:stream/promises";

const bodies = new Map<string, Buffer>(
  Object.entries(JSON.parse(fs.readFileSync(process.env.BODIES ?? "", "utf8")) as Record<string, string>).map(
    ([name, body]) => [name, Buffer.from(body)],
  ),
);
const streamFiles = JSON.parse(fs.readFileSync(process.env.STREAM_FILES ?? "", "utf8")) as string[];
const streamBytes = streamFiles.reduce((sum, f) => sum + fs.statSync(f).size, 0);

const server = http.createServer((req, res) => {
  const url = req.url ?? "/";
  if (req.method === "GET" && url.startsWith("/json/")) {
    const body = bodies.get(decodeURIComponent(url.slice(6)));
    if (!body) return void res.writeHead(404).end();
    res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
    return void res.end(body);
  }
  if (req.method === "GET" && url === "/stream") {
    res.writeHead(200, { "content-type": "application/octet-stream", "content-length": streamBytes });
    void (async () => {
      try {
        for (const file of streamFiles) await pipeline(fs.createReadStream(file), res, { end: false });
        res.end();
      } catch {
        res.destroy();
      }
    })();
    return;
  }
  res.writeHead(404).end();
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") process.stdout.write(`listening ${address.port}\n`);
});
