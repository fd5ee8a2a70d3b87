/**
 * The chat client's contract modules (zod schemas), evaluated one per task before the client itself. Evaluated in
 * one go, with the client, they were one task of 96–160 ms after the first paint of every member screen (Lighthouse
 * traces at full CPU speed, 2026-12-01; four times that on the phone Lighthouse models), most of it the schemas'
 * construction: zod makes each `.min()`, `.regex()`, `.optional()` a new schema. Imported in the order they import
 * each other, each step evaluates its own module alone, and the browser may handle input and draw between steps.
 */
const STEPS = [
  () => import("@intranet/contracts/modules/common"),
  () => import("@intranet/contracts/modules/crawls"),
  () => import("@intranet/contracts/modules/property-sets"),
  () => import("@intranet/contracts/modules/time-zones"),
  () => import("@intranet/contracts/modules/members"),
  () => import("@intranet/contracts/modules/messages"),
];

/** A new task: what is waiting (an input, a frame) comes first. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function evaluateChatContracts() {
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
}
