// Which network addresses an outbound fetch may reach. A URL a customer types (a feed, a store) is
// attacker input: left alone it could reach the cloud metadata service, the cluster's own services or
// the database. So by default only public unicast addresses are reachable; an operator names the
// hosts or ranges that may be private (OUTBOUND_ALLOW_PRIVATE, e.g. "127.0.0.1" in tests and local
// development, "feeds.internal,10.20.0.0/16" for a partner reached over a private link). Checked on
// every address a name resolves to, at connect time, so DNS cannot swap a public answer for a private one.
import { BlockList, isIP } from 'node:net';
import { ConfigError } from '../config.ts';

type Env = Record<string, string | undefined>;

/** Ranges that are not the public internet (RFC 6890 special-purpose registries, IPv4 and IPv6). */
const NOT_PUBLIC_V4 = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24],
  ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const;
const NOT_PUBLIC_V6 = [
  ['::', 128], ['::1', 128], ['64:ff9b::', 96], ['64:ff9b:1::', 48], ['100::', 64], ['2001::', 23], ['2001:db8::', 32],
  ['2002::', 16], ['fc00::', 7], ['fe80::', 10], ['ff00::', 8],
] as const;

const notPublic = new BlockList();
for (const [net, prefix] of NOT_PUBLIC_V4) notPublic.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of NOT_PUBLIC_V6) notPublic.addSubnet(net, prefix, 'ipv6');

/** An IPv4 address written as IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address it is. */
function normalise(address: string): { address: string; family: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return { address: mapped[1]!, family: 'ipv4' };
  return { address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

export function isPublicAddress(address: string): boolean {
  const a = normalise(address);
  return !notPublic.check(a.address, a.family);
}

export interface AddressPolicy {
  /** May `hostname` (as written in the URL) connect to `address` (what it resolved to)? */
  allows(hostname: string, address: string): boolean;
}

export class OutboundAddressPolicy implements AddressPolicy {
  private readonly hosts: Set<string>;
  private readonly ranges = new BlockList();

  /** `allowPrivate`: host names, addresses or CIDR ranges that may be private. */
  constructor(allowPrivate: readonly string[] = []) {
    this.hosts = new Set();
    for (const entry of allowPrivate) {
      const [net, bits] = entry.split('/') as [string, string | undefined];
      const family = isIP(net);
      if (family && bits !== undefined) this.ranges.addSubnet(net, Number(bits), family === 6 ? 'ipv6' : 'ipv4');
      else if (family) this.ranges.addAddress(net, family === 6 ? 'ipv6' : 'ipv4');
      else this.hosts.add(entry.toLowerCase());
    }
  }

  allows(hostname: string, address: string): boolean {
    if (isPublicAddress(address)) return true;
    if (this.hosts.has(hostname.toLowerCase().replace(/^\[|\]$/g, ''))) return true;
    const a = normalise(address);
    return this.ranges.check(a.address, a.family);
  }
}

/** OUTBOUND_ALLOW_PRIVATE: a comma-separated list of host names, addresses and CIDR ranges (default: none). */
export function loadOutboundPolicy(env: Env = process.env): OutboundAddressPolicy {
  const list = (env.OUTBOUND_ALLOW_PRIVATE ?? '').split(',').map((s) => s.trim()).filter(Boolean);
  const valid = /^([a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*|[0-9a-f.:]+(\/\d{1,3})?)$/i;
  const wrong = list.filter((e) => !valid.test(e));
  if (wrong.length) throw new ConfigError(`OUTBOUND_ALLOW_PRIVATE must list host names, addresses or CIDR ranges (got '${wrong.join(', ')}')`);
  return new OutboundAddressPolicy(list);
}
