import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import type { LookupFunction } from "node:net";
import { BlockList, isIP } from "node:net";

/**
 * Addresses a crawl may never connect to: this host, private networks, link-local, carrier-grade NAT,
 * documentation and benchmark ranges, multicast, reserved, and the IPv6 forms that embed or reach those
 * (unique-local, link- and site-local, NAT64, 6to4, Teredo). IPv4-mapped IPv6 addresses are judged as IPv4.
 */
const refused = new BlockList();
for (const [net, bits] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  refused.addSubnet(net, bits, "ipv4");
for (const [net, bits] of [
  ["::", 128],
  ["::1", 128],
  ["::", 96],
  ["64:ff9b::", 96],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const)
  refused.addSubnet(net, bits, "ipv6");

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:xxxx:xxxx), else null. */
function mappedIPv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted =
    /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower) ?? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted?.[1]) return dotted[1];
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex?.[1] || !hex[2]) return null;
  const hi = Number.parseInt(hex[1], 16);
  const lo = Number.parseInt(hex[2], 16);
  return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
}

/** Whether an address (IPv4 or IPv6 text) is a public unicast one a crawl may reach. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const v4 = mappedIPv4(address);
    if (v4 !== null) return isPublicAddress(v4);
    // Only global unicast (2000::/3) is public at all.
    const first = Number.parseInt(address.split(":")[0] || "0", 16);
    if (!(first >= 0x2000 && first <= 0x3fff)) return false;
    return !refused.check(address, "ipv6");
  }
  return !refused.check(address, "ipv4");
}

export class RefusedAddress extends Error {
  constructor(host: string) {
    super(`The address of ${host} is not public.`);
    this.name = "RefusedAddress";
  }
}

/** A URL's host without the brackets of an IPv6 literal. */
export const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

/**
 * A DNS lookup for http(s).request that answers only when every address of the host is public, so the
 * connection goes to an address that was checked (no second resolution an attacker's DNS could change).
 * `allowPrivate` is for tests only (CRAWL_ALLOW_PRIVATE_HOSTS).
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { all: true, verbatim: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as LookupAddress[];
      if (list.length === 0 || (!allowPrivate && list.some((a) => !isPublicAddress(a.address)))) {
        return callback(Object.assign(new RefusedAddress(hostname), { code: "EREFUSEDADDRESS" }), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, list);
      const first = list[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}
