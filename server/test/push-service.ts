import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** One push as the stand-in push service received it. */
export type ReceivedPush = { path: string; headers: http.IncomingHttpHeaders; body: Buffer };

/**
 * A browser's side of Web Push for tests: a P-256 key pair and auth secret (what `PushSubscription.keys` holds),
 * and the RFC 8291 decryption of an aes128gcm message sent to it.
 */
export function pushReceiver() {
  const ecdh = crypto.createECDH("prime256v1");
  const publicKey = ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString("base64url"), auth: authSecret.toString("base64url") },
    /** RFC 8188 header (salt, record size, sender's key) + one record; RFC 8291 key derivation. */
    decrypt(body: Buffer): string {
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const senderKey = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      const shared = ecdh.computeSecret(senderKey);
      const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), publicKey, senderKey]);
      const ikm = Buffer.from(crypto.hkdfSync("sha256", shared, authSecret, keyInfo, 32));
      const cek = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
      const nonce = Buffer.from(crypto.hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
      const decipher = crypto.createDecipheriv("aes-128-gcm", cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
      // The last record ends with the delimiter 0x02 and zero padding.
      const end = padded.lastIndexOf(2);
      return padded.subarray(0, end).toString("utf8");
    },
  };
}

/** A push service on 127.0.0.1 that keeps what it receives and answers each with `status` (201 by default). */
export async function standInPushService() {
  const received: ReceivedPush[] = [];
  const state = { status: 201 };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({ path: req.url ?? "", headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(state.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    state,
    endpoint: (name: string) => `http://127.0.0.1:${port}/push/${name}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
