/** An element with its namespace resolved from the xmlns declarations in scope. */
export type XmlElement = {
  /** The name as written, with its prefix ("media:group"). */
  name: string
  local: string
  /** The namespace URI; an undeclared prefix resolves through `fallbackNamespaces`. */
  ns: string
  attrs: Record<string, string>
  children: XmlNode[]
}
export type XmlNode = XmlElement | string

export class XmlParseError extends Error {
  override name = 'XmlParseError'
}

export type ParseXmlOptions = {
  /** Namespaces for prefixes a sloppy document uses without declaring ("media" → Media RSS). */
  fallbackNamespaces?: Record<string, string>
  maxDepth?: number
  maxElements?: number
}

const XML_ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" }
// HTML entities feeds use although XML does not define them.
const HTML_ENTITIES: Record<string, string> = {
  nbsp: '\u00a0',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  copy: '©',
  reg: '®',
  trade: '™',
  bull: '•',
  middot: '·',
  eacute: 'é',
}

/** Replaces character and predefined entity references; unknown ones are left as written. */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#[0-9]{1,7}|[A-Za-z][A-Za-z0-9]{1,10});/g,
    (whole, ref: string) => {
      if (ref.startsWith('#')) {
        const code =
          ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10)
        const valid = code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        return valid ? String.fromCodePoint(code) : '\ufffd'
      }
      return XML_ENTITIES[ref] ?? HTML_ENTITIES[ref] ?? whole
    },
  )
}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/
const ATTRIBUTE = /([A-Za-z_][\w.:-]*)\s*=\s*("([^"]*)"|'([^']*)')/g

/**
 * A small, forgiving XML reader for feeds: elements, attributes, text, CDATA and entity
 * references, with namespaces resolved by prefix. It never reads a DTD, so declared entities are
 * not expanded (no entity-expansion or external-entity attacks), and it bounds depth and size.
 * Mismatched closing tags close what they can instead of failing, as feeds in the wild need.
 */
export function parseXml(input: string, options: ParseXmlOptions = {}): XmlElement {
  const { fallbackNamespaces = {}, maxDepth = 64, maxElements = 100_000 } = options
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const root: XmlElement = { name: '#document', local: '#document', ns: '', attrs: {}, children: [] }
  const stack: { element: XmlElement; scope: Record<string, string> }[] = [{ element: root, scope: {} }]
  let elements = 0
  let i = 0

  const top = () => stack[stack.length - 1]!
  const appendText = (value: string) => {
    if (stack.length === 1 || value === '') return
    const children = top().element.children
    const last = children[children.length - 1]
    if (typeof last === 'string') children[children.length - 1] = last + value
    else children.push(value)
  }
  const skipPast = (terminator: string, from: number) => {
    const end = text.indexOf(terminator, from)
    if (end === -1) throw new XmlParseError(`Unterminated markup: expected ${terminator}`)
    return end + terminator.length
  }

  while (i < text.length) {
    const lt = text.indexOf('<', i)
    if (lt === -1) {
      appendText(decodeEntities(text.slice(i)))
      break
    }
    if (lt > i) appendText(decodeEntities(text.slice(i, lt)))

    if (text.startsWith('<!--', lt)) {
      i = skipPast('-->', lt + 4)
    } else if (text.startsWith('<![CDATA[', lt)) {
      const end = text.indexOf(']]>', lt + 9)
      if (end === -1) throw new XmlParseError('Unterminated CDATA section')
      appendText(text.slice(lt + 9, end))
      i = end + 3
    } else if (text.startsWith('<?', lt)) {
      i = skipPast('?>', lt + 2)
    } else if (text.startsWith('<!', lt)) {
      i = skipDeclaration(text, lt)
    } else if (text[lt + 1] === '/') {
      const end = text.indexOf('>', lt)
      if (end === -1) throw new XmlParseError('Unterminated closing tag')
      const name = text.slice(lt + 2, end).trim()
      const at = stack.findLastIndex((entry, index) => index > 0 && entry.element.name === name)
      if (at > 0) stack.length = at
      i = end + 1
    } else {
      const nameMatch = NAME.exec(text.slice(lt + 1, lt + 200))
      if (!nameMatch) {
        // A stray "<" in text: keep it as text, as browsers do.
        appendText('<')
        i = lt + 1
        continue
      }
      const end = findTagEnd(text, lt)
      const selfClosing = text[end - 1] === '/'
      const inner = text.slice(lt + 1, selfClosing ? end - 1 : end)
      elements += 1
      if (elements > maxElements) throw new XmlParseError('The document has too many elements')
      if (stack.length > maxDepth) throw new XmlParseError('The document is nested too deeply')

      const name = nameMatch[0]
      const attrs: Record<string, string> = {}
      for (const match of inner.slice(name.length).matchAll(ATTRIBUTE)) {
        attrs[match[1]!] = decodeEntities(match[3] ?? match[4] ?? '')
      }
      const scope = { ...top().scope }
      for (const [key, value] of Object.entries(attrs)) {
        if (key === 'xmlns') scope[''] = value
        else if (key.startsWith('xmlns:')) scope[key.slice(6)] = value
      }
      const colon = name.indexOf(':')
      const prefix = colon === -1 ? '' : name.slice(0, colon)
      const local = colon === -1 ? name : name.slice(colon + 1)
      const ns = scope[prefix] ?? fallbackNamespaces[prefix] ?? (prefix ? `urn:undeclared:${prefix}` : '')
      const element: XmlElement = { name, local, ns, attrs, children: [] }
      top().element.children.push(element)
      if (!selfClosing) stack.push({ element, scope })
      i = end + 1
    }
  }

  const documentElement = root.children.find((child): child is XmlElement => typeof child !== 'string')
  if (!documentElement) throw new XmlParseError('Not an XML document')
  return documentElement
}

// The ">" that ends a tag, skipping any inside quoted attribute values.
function findTagEnd(text: string, from: number): number {
  let quote: string | null = null
  for (let i = from + 1; i < text.length; i++) {
    const c = text[i]
    if (quote) {
      if (c === quote) quote = null
    } else if (c === '"' || c === "'") quote = c
    else if (c === '>') return i
  }
  throw new XmlParseError('Unterminated tag')
}

// Skips <!DOCTYPE ...> including an internal subset in brackets, without interpreting it.
function skipDeclaration(text: string, from: number): number {
  let depth = 0
  for (let i = from + 2; i < text.length; i++) {
    const c = text[i]
    if (c === '[') depth += 1
    else if (c === ']') depth -= 1
    else if (c === '>' && depth <= 0) return i + 1
  }
  throw new XmlParseError('Unterminated declaration')
}

/** The element's children that are elements. */
export function elementsOf(element: XmlElement): XmlElement[] {
  return element.children.filter((child): child is XmlElement => typeof child !== 'string')
}

/** All the text inside the element, nested elements' text included. */
export function textOf(element: XmlElement | undefined): string {
  if (!element) return ''
  return element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('')
}
