/**
 * The unit an address limit counts: an IPv4 address, or the /64 network of an IPv6 one (one
 * customer line gets a whole /64, so counting single IPv6 addresses would let one client rotate
 * through billions of them).
 */
export function addressBlock(ip: string): string {
  const address = ip.replace(/%.*$/, '').toLowerCase()
  const mappedV4 = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address)
  if (mappedV4) return mappedV4[1]!
  if (!address.includes(':')) return address
  const [head = '', tail] = address.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group || '0', 16).toString(16))
    .join(':')}::/64`
}
