import { Parser } from 'htmlparser2'

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

/**
 * Reads a feed's XML with htmlparser2 in XML mode, which is forgiving as feeds in the wild need (a
 * mismatched closing tag closes what it can, a stray "<" stays text) and never reads a DTD, so
 * declared entities are not expanded (no entity-expansion or external-entity attacks). On top of
 * it: namespaces resolved by prefix, bounds on depth and size, and an unterminated CDATA section
 * refused rather than read to the end.
 */
export function parseXml(input: string, options: ParseXmlOptions = {}): XmlElement {
  const { fallbackNamespaces = {}, maxDepth = 64, maxElements = 100_000 } = options
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input
  const root: XmlElement = { name: '#document', local: '#document', ns: '', attrs: {}, children: [] }
  const stack: { element: XmlElement; scope: Record<string, string> }[] = [{ element: root, scope: {} }]
  let elements = 0
  const top = () => stack[stack.length - 1]!

  const parser: Parser = new Parser(
    {
      onopentag(name, attrs) {
        elements += 1
        if (elements > maxElements) throw new XmlParseError('The document has too many elements')
        if (stack.length > maxDepth) throw new XmlParseError('The document is nested too deeply')
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
        stack.push({ element, scope })
      },
      // The parser closes the elements a mismatched closing tag skips over one by one.
      onclosetag() {
        if (stack.length > 1) stack.pop()
      },
      ontext(chunk) {
        // Text outside the document element (whitespace, a doctype's leftovers) is not content.
        if (stack.length === 1 || chunk === '') return
        const children = top().element.children
        const last = children[children.length - 1]
        if (typeof last === 'string') children[children.length - 1] = last + chunk
        else children.push(chunk)
      },
      oncdataend() {
        // An unterminated section ends at the end of the input instead of at its "]]>".
        if (!text.startsWith(']]>', parser.endIndex - 2))
          throw new XmlParseError('Unterminated CDATA section')
      },
    },
    { xmlMode: true },
  )
  parser.end(text)

  const documentElement = root.children.find((child): child is XmlElement => typeof child !== 'string')
  if (!documentElement) throw new XmlParseError('Not an XML document')
  return documentElement
}

/**
 * Replaces character and named entity references as an HTML parser does (htmlparser2's decoder:
 * every HTML entity, invalid code points as U+FFFD); unknown names are left as written.
 */
export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text
  let decoded = ''
  const parser = new Parser(
    {
      ontext(chunk) {
        decoded += chunk
      },
    },
    { decodeEntities: true },
  )
  // Every "<" becomes a reference the decoder turns back into "<", so no markup is read.
  parser.end(text.replaceAll('<', '&lt;'))
  return decoded
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
