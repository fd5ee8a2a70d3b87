import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Limit } from "../src/lib/rate-limit.js";
import { TEST_BIRTHDAY_MAILS } from "../src/modules/administration/settings.service.js";
import { RESET_ACCOUNT, RESET_ADDRESS, SIGN_IN_ACCOUNT, SIGN_IN_ADDRESS } from "../src/modules/auth/auth.service.js";
import {
  CONFIRM_ADDRESS,
  SIGN_UP_ACCOUNT,
  SIGN_UP_ADDRESS,
} from "../src/modules/registrations/registrations.service.js";
import { CODE_ACCOUNT, CODE_ADDRESS, CODE_MAILS } from "../src/modules/two-factor/two-factor.service.js";

/** Every counted limit; the slowdown is a hold of its own length, described in words. */
const limits: Limit[] = [
  SIGN_IN_ACCOUNT,
  SIGN_IN_ADDRESS,
  RESET_ACCOUNT,
  RESET_ADDRESS,
  CODE_ACCOUNT,
  CODE_ADDRESS,
  CODE_MAILS,
  SIGN_UP_ACCOUNT,
  SIGN_UP_ADDRESS,
  CONFIRM_ADDRESS,
  TEST_BIRTHDAY_MAILS,
];

const windowText = (s: number) => (s === 3600 ? "/ hour" : `/ ${s / 60} min`);

describe("docs/security.md", () => {
  const doc = fs.readFileSync(path.resolve(import.meta.dirname, "../../docs/security.md"), "utf8");

  it.each(limits)("states the numbers of $name as the code has them", (limit) => {
    const row = doc.split("\n").find((line) => line.startsWith(`| \`${limit.name}\``));
    expect(row, `no row for ${limit.name}`).toBeDefined();
    expect(row).toMatch(new RegExp(`\\| ${limit.points} [^|]*${windowText(limit.windowS).replace("/", "\\/")}`));
  });
});
