/**
 * A full name as the account's first and last name: the first word, then the rest. A single name
 * fills both, since an account needs each (the affiliate profile keeps the name as typed).
 */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const words = name.trim().split(/\s+/).filter(Boolean)
  const [first = '', ...rest] = words
  return { firstName: first, lastName: rest.length > 0 ? rest.join(' ') : first }
}
