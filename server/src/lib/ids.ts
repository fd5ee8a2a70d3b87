import { randomBytes } from "node:crypto";

/** Random bits after the time: 13 hex digits. */
const RANDOM_BITS = 52n;
const RANDOM_SPACE = 1n << RANDOM_BITS;
/** Within one millisecond a later id adds 1 plus up to this many random steps to the previous one. */
const MAX_STEP = 1n << 24n;

let last = { ms: 0, random: 0n };
/** How far a given date may be from the clock and still count as "now" (made in the live sequence). */
const CLOCK_SLACK_MS = 1000;

const random52 = () => randomBytes(8).readBigUInt64BE() & (RANDOM_SPACE - 1n);

/**
 * A 24-hex id that sorts by creation time, in the layout the `char(24)` columns have always held:
 * 8 hex of Unix seconds (as before, so old and new ids sort together), 3 hex of the millisecond
 * (000–3e7), and 13 hex (52 bits) from the system's CSPRNG. Ids made in the same millisecond by this
 * process still increase: the next one adds a random step to the previous one, so nothing about it
 * can be guessed from another id. Access never depends on an id being secret; this only stops ids
 * from giving away one another.
 */
export function newId(date?: Date): string {
  const now = Date.now();
  let ms = date?.getTime() ?? now;
  let random = random52();
  // A date away from the clock (a backdated post of the demo seed or an import) keeps its own time, outside the
  // live sequence: its id sorts where its date does, not after the ids made just before it.
  if (Math.abs(ms - now) > CLOCK_SLACK_MS) return idOf(ms, random);
  if (ms < last.ms || (ms === last.ms && random <= last.random)) {
    // The clock did not move on (or went back): continue after the previous id.
    ms = last.ms;
    random = last.random + 1n + (random52() % MAX_STEP);
    if (random >= RANDOM_SPACE) {
      ms += 1;
      random = random52() % MAX_STEP;
    }
  }
  last = { ms, random };
  return idOf(ms, random);
}

function idOf(ms: number, random: bigint): string {
  const seconds = Math.floor(ms / 1000)
    .toString(16)
    .padStart(8, "0");
  const millis = (ms % 1000).toString(16).padStart(3, "0");
  return seconds + millis + random.toString(16).padStart(13, "0");
}

export const isId = (value: string): boolean => /^[0-9a-f]{24}$/.test(value);
