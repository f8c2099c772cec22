// Whether a caller sits on this machine: the demo's mailbox and the metrics answer such callers
// without a password or token.
import type { FastifyRequest } from 'fastify';

/** 127.0.0.0/8 and ::1, also written as IPv4-mapped IPv6 (::ffff:127.x.x.x). */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address
    .trim()
    .toLowerCase()
    .replace(/^::ffff:/, '');
  if (plain === '::1' || plain === '0:0:0:0:0:0:0:1') return true;
  const octets = plain.split('.');
  return (
    octets.length === 4 &&
    octets[0] === '127' &&
    octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255)
  );
}

/** Every address a forwarding header names (X-Forwarded-For, X-Real-IP, Forwarded `for=`). */
function forwardedAddresses(request: FastifyRequest): string[] {
  const values = (name: string) => [request.headers[name] ?? []].flat().join(',');
  const listed = [...values('x-forwarded-for').split(','), ...values('x-real-ip').split(',')];
  const forwarded = [...values('forwarded').matchAll(/for\s*=\s*"?\[?([^\]";,\s]+)/gi)].map(
    (match) => match[1] ?? '',
  );
  return [...listed, ...forwarded].map((entry) => entry.trim()).filter((entry) => entry !== '');
}

/**
 * Whether the caller sits on this machine: the connection's own peer address (never `request.ip`,
 * which TRUST_PROXY takes from a header a remote caller can write) is loopback, and so is every
 * address a forwarding header names, so a proxy on this machine does not pass a remote caller off
 * as local.
 */
export function isLocalCaller(request: FastifyRequest): boolean {
  return (
    isLoopbackAddress(request.socket.remoteAddress) &&
    forwardedAddresses(request).every(isLoopbackAddress)
  );
}
