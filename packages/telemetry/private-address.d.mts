/** Whether an address is this machine's or a private network's (private-address.mjs). */
export function isPrivateAddress(ip: string): boolean;
