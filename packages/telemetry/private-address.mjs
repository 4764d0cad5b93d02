// Who may read the metrics of either process without METRICS_TOKEN: this machine and private
// networks. The storefront passes /api/* on with the shopper's address, so a shopper is refused.
import { BlockList, isIPv4 } from 'node:net';

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8],
  ['10.0.0.0', 8],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
])
  privateNetworks.addSubnet(network, prefix, 'ipv4');
privateNetworks.addAddress('::1', 'ipv6');
privateNetworks.addSubnet('fc00::', 7, 'ipv6');

/** @param {string} ip an address as a socket names it (IPv4 may come mapped into IPv6) */
export function isPrivateAddress(ip) {
  const v4 = ip.replace(/^::ffff:/, '');
  return isIPv4(v4) ? privateNetworks.check(v4, 'ipv4') : privateNetworks.check(ip, 'ipv6');
}
