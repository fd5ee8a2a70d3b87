import net from "node:net";
import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/app.js";
import { member, multipart } from "../../test/factories.js";
import { createSession } from "../modules/auth/sessions.repo.js";

describe("connections that stop sending", () => {
  it("closes an upload whose body stops halfway instead of holding it open", async () => {
    const app = await createTestApp({ idleTimeoutMs: 1_000 });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const m = await member(app);
    const { token, csrfToken } = await createSession(app.ctx.db, m.id, "vitest");
    const body = multipart({ name: "big.txt", type: "text/plain", data: Buffer.alloc(64 * 1024, "a") });
    const { port } = new URL(address);
    const socket = net.connect(Number(port), "127.0.0.1");
    const closed = new Promise<string>((resolve) => {
      let answer = "";
      socket.on("data", (chunk) => {
        answer += chunk.toString();
      });
      socket.on("close", () => resolve(answer));
    });
    socket.write(
      [
        "POST /api/storage/files HTTP/1.1",
        "Host: 127.0.0.1",
        `Content-Type: ${body.headers["content-type"]}`,
        `Content-Length: ${body.payload.length}`,
        `Cookie: intranet_session=${token}; csrf_token=${csrfToken}`,
        `X-CSRF-Token: ${csrfToken}`,
        "Accept: application/json",
        "",
        "",
      ].join("\r\n"),
    );
    // Half the body, then nothing more: the server must give up on its own.
    socket.write(body.payload.subarray(0, body.payload.length / 2));
    const answer = await closed;
    // Either no answer at all or an error status, never a stored file.
    expect(answer).not.toMatch(/^HTTP\/1\.1 2/);
  });
});
