import { randomBytes } from "node:crypto";

const processRandom = randomBytes(5).toString("hex");
let counter = randomBytes(3).readUIntBE(0, 3);

/** A 24-hex, time-ordered id in the layout of a MongoDB ObjectId (seconds, random, counter). */
export function newId(date: Date = new Date()): string {
  counter = (counter + 1) % 0xffffff;
  const seconds = Math.floor(date.getTime() / 1000)
    .toString(16)
    .padStart(8, "0");
  return seconds + processRandom + counter.toString(16).padStart(6, "0");
}

export const isId = (value: string): boolean => /^[0-9a-f]{24}$/.test(value);
