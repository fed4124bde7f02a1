import { BlockList, isIP } from "node:net";

/** `::ffff:192.0.2.1` (an IPv4 peer on a dual-stack socket) is the IPv4 address it wraps. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu.exec(address);
  return mapped?.[1] ?? address;
}

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

export function isLoopbackAddress(address: string): boolean {
  const plain = plainAddress(address);
  const family = isIP(plain);
  return family !== 0 && loopback.check(plain, family === 4 ? "ipv4" : "ipv6");
}

export type AddressSet = (address: string) => boolean;

/**
 * A set of addresses and CIDR ranges from a comma-separated list (`10.0.0.0/8, 192.0.2.7, fd00::/8`);
 * an entry that is neither throws, so a typo in TRUSTED_PROXIES stops the server instead of trusting
 * nothing (or everything) in silence.
 */
export function parseAddressSet(list: string | undefined): AddressSet {
  const blocks = new BlockList();
  let empty = true;
  for (const entry of (list ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = "", prefix, ...rest] = entry.split("/");
    const plain = plainAddress(address);
    const family = isIP(plain);
    const bits = prefix === undefined ? undefined : /^\d{1,3}$/u.test(prefix) ? Number(prefix) : Number.NaN;
    const maxBits = family === 4 ? 32 : 128;
    if (
      family === 0 ||
      rest.length > 0 ||
      (bits !== undefined && !(Number.isInteger(bits) && bits >= 0 && bits <= maxBits))
    ) {
      throw new Error(`Not an address or CIDR range: ${entry}`);
    }
    const type = family === 4 ? "ipv4" : "ipv6";
    if (bits === undefined) blocks.addAddress(plain, type);
    else blocks.addSubnet(plain, bits, type);
    empty = false;
  }
  if (empty) return () => false;
  return (address) => {
    const plain = plainAddress(address);
    const family = isIP(plain);
    return family !== 0 && blocks.check(plain, family === 4 ? "ipv4" : "ipv6");
  };
}
