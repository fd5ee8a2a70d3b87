// The chat bench's baseline: a bare `ws` server doing the least a chat server must: it accepts sockets, puts each
// in the room named by `?room=`, and sends every frame a socket sends to every other socket of its room, as is.
// No authentication, no database, no protocol. Its own process, like ours, so its memory is its own.
import http from "node:http";
import { WebSocket, WebSocketServer } from "ws";

const rooms = new Map<string, Set<WebSocket>>();
const server = http.createServer((_req, res) => res.writeHead(404).end());
const wss = new WebSocketServer({ server });

wss.on("connection", (socket, req) => {
  const room = new URL(req.url ?? "/", "http://x").searchParams.get("room") ?? "";
  let members = rooms.get(room);
  if (!members) {
    members = new Set();
    rooms.set(room, members);
  }
  members.add(socket);
  socket.on("message", (data) => {
    for (const other of members) if (other !== socket && other.readyState === WebSocket.OPEN) other.send(data);
  });
  socket.on("close", () => members.delete(socket));
});

server.listen(Number(process.env.PORT ?? 0), "127.0.0.1", () => {
  const address = server.address();
  if (address && typeof address === "object") process.stdout.write(`listening ${address.port}\n`);
});
