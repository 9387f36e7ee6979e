import { decodeEntities } from '#server/modules/news/index.ts'

/**
 * The part of the site's stylesheet one prerendered page needs to paint: the built stylesheet holds
 * the rules of every screen, admin included, and the browser matches all of them against the page
 * before its first paint, which is most of the time between the HTML arriving and the text showing
 * on a phone. The app adds the whole stylesheet before it runs (client/app/boot.ts), so what the
 * app renders later is styled as always (docs/decisions/046-hydration-on-first-interaction.md).
 *
 * A rule is kept unless one of the classes its selectors require is absent from the page. Only
 * classes outside parentheses count as required: `:not(.a)`, `:where(.group):hover *` and the like
 * are kept, which errs towards keeping what is not needed, never towards dropping what is. Then the
 * custom properties nothing left reads with var() lose their theme values and registrations
 * (`:root{--color-…}`, `@property --tw-…`): they cannot change how the page looks.
 */

type Node =
  | { kind: 'rule'; selectors: string[][]; text: string }
  // A rule for every element or the root, whose custom property declarations can go one by one.
  | { kind: 'variables'; selector: string; declarations: Declaration[] }
  | { kind: 'property'; name: string; text: string }
  | { kind: 'block'; prelude: string; children: Node[] }
  | { kind: 'text'; text: string }
type Declaration = { name: string | null; text: string }

export type PageStyles = {
  /** The stylesheet with only what the page `markup` (its HTML) can use. */
  forMarkup(markup: string): string
}

export function pageStyles(css: string): PageStyles {
  const nodes = parse(css, { index: 0 })
  return {
    forMarkup(markup) {
      const kept = keepMatching(nodes, classesIn(markup))
      const used = usedVariables(kept, markup)
      return kept.map((node) => print(node, used)).join('')
    },
  }
}

/** The class names in `html`'s class attributes, as the browser reads them. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeEntities(match[1]!).split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

// At-rules whose blocks hold style rules to filter; any other block (@keyframes, @font-face, …)
// and every statement (@property, @import, …) is kept whole.
const FILTERED_BLOCKS = /^@(media|supports|layer|container|scope|starting-style)\b/

/** The nodes whose selectors can match an element of a page with these classes. */
function keepMatching(nodes: Node[], classes: ReadonlySet<string>): Node[] {
  return nodes.flatMap((node): Node[] => {
    if (node.kind === 'rule') {
      return node.selectors.some((required) => required.every((name) => classes.has(name))) ? [node] : []
    }
    if (node.kind !== 'block') return [node]
    const children = keepMatching(node.children, classes)
    // An emptied @layer block still declares its layer's place in the order, so it stays.
    return children.length > 0 || node.prelude.startsWith('@layer') ? [{ ...node, children }] : []
  })
}

/**
 * The custom properties the page reads: those in a var() of a kept rule or of the markup's style
 * attributes, and, through them, those their own values read.
 */
function usedVariables(nodes: Node[], markup: string): Set<string> {
  const values = new Map<string, string[]>()
  const fixed: string[] = [markup]
  const collect = (node: Node) => {
    if (node.kind === 'block') node.children.forEach(collect)
    else if (node.kind === 'variables') {
      for (const declaration of node.declarations) {
        if (declaration.name)
          values.set(declaration.name, [...(values.get(declaration.name) ?? []), declaration.text])
        else fixed.push(declaration.text)
      }
    } else if (node.kind !== 'property') fixed.push(node.text)
  }
  nodes.forEach(collect)
  const used = new Set<string>()
  const pending = fixed.flatMap(variablesRead)
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue
    used.add(name)
    for (const text of values.get(name) ?? []) pending.push(...variablesRead(text))
  }
  return used
}

function variablesRead(text: string): string[] {
  return [...text.matchAll(/var\(\s*(--[\w-]+)/g)].map((match) => match[1]!)
}

function print(node: Node, used: ReadonlySet<string>): string {
  switch (node.kind) {
    case 'text':
    case 'rule':
      return node.text
    case 'property':
      return used.has(node.name) ? node.text : ''
    case 'variables': {
      const kept = node.declarations.filter((declaration) => !declaration.name || used.has(declaration.name))
      return kept.length > 0
        ? `${node.selector}{${kept.map((declaration) => declaration.text).join(';')}}`
        : ''
    }
    case 'block': {
      const inner = node.children.map((child) => print(child, used)).join('')
      return inner || node.prelude.startsWith('@layer') ? `${node.prelude}{${inner}}` : ''
    }
  }
}

type Cursor = { index: number }

/** Minified CSS as Vite builds it: statements, blocks and rules, down to the closing brace. */
function parse(css: string, at: Cursor): Node[] {
  const nodes: Node[] = []
  while (at.index < css.length) {
    const start = skipSpaceAndComments(css, at.index)
    if (start >= css.length) break
    if (css[start] === '}') {
      at.index = start + 1
      break
    }
    const end = scanTo(css, start, '{;}')
    const prelude = css.slice(start, end).trim()
    if (css[end] !== '{') {
      // A statement such as `@layer theme,base;` or `@import …;`.
      at.index = css[end] === ';' ? end + 1 : end
      nodes.push({ kind: 'text', text: `${prelude};` })
      continue
    }
    if (prelude.startsWith('@')) {
      if (FILTERED_BLOCKS.test(prelude)) {
        at.index = end + 1
        nodes.push({ kind: 'block', prelude, children: parse(css, at) })
      } else {
        const close = matchingBrace(css, end)
        at.index = close + 1
        const property = /^@property\s+(--[\w-]+)$/.exec(prelude)
        const text = css.slice(start, close + 1)
        nodes.push(property ? { kind: 'property', name: property[1]!, text } : { kind: 'text', text })
      }
      continue
    }
    const close = matchingBrace(css, end)
    at.index = close + 1
    const selectors = splitTopLevel(prelude, ',')
    if (selectors.every((selector) => GLOBAL_SELECTOR.test(selector.trim()))) {
      const declarations = splitTopLevel(css.slice(end + 1, close), ';').filter((text) => text.trim())
      nodes.push({
        kind: 'variables',
        selector: prelude,
        declarations: declarations.map((text) => ({
          name: /^\s*(--[\w-]+)\s*:/.exec(text)?.[1] ?? null,
          text,
        })),
      })
      continue
    }
    nodes.push({ kind: 'rule', selectors: selectors.map(requiredClasses), text: css.slice(start, close + 1) })
  }
  return nodes
}

// Selectors of rules that set values for the whole page: the theme (`:root,:host`) and the defaults
// of Tailwind's own variables (`*,:before,:after,::backdrop`).
const GLOBAL_SELECTOR = /^(:root|:host|\*|::?before|::?after|::backdrop)$/

function skipSpaceAndComments(css: string, index: number): number {
  let i = index
  for (;;) {
    while (i < css.length && /\s/.test(css[i]!)) i++
    if (!css.startsWith('/*', i)) return i
    const end = css.indexOf('*/', i + 2)
    i = end === -1 ? css.length : end + 2
  }
}

/** The index of the first of `stops` at nesting depth 0, past strings, escapes and brackets. */
function scanTo(css: string, from: number, stops: string): number {
  let depth = 0
  for (let i = from; i < css.length; i++) {
    const char = css[i]!
    if (char === '\\') i++
    else if (char === '"' || char === "'") i = endOfString(css, i)
    else if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (depth === 0 && stops.includes(char)) return i
  }
  return css.length
}

function matchingBrace(css: string, open: number): number {
  let depth = 0
  for (let i = open; i < css.length; i++) {
    const char = css[i]!
    if (char === '\\') i++
    else if (char === '"' || char === "'") i = endOfString(css, i)
    else if (char === '{') depth++
    else if (char === '}' && --depth === 0) return i
  }
  return css.length - 1
}

function endOfString(css: string, open: number): number {
  for (let i = open + 1; i < css.length; i++) {
    if (css[i] === '\\') i++
    else if (css[i] === css[open]) return i
  }
  return css.length
}

function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = []
  let start = 0
  for (;;) {
    const end = scanTo(text, start, separator)
    parts.push(text.slice(start, end))
    if (end >= text.length) return parts
    start = end + 1
  }
}

/** The classes a selector's element (or its ancestors) must carry, outside any parentheses. */
function requiredClasses(selector: string): string[] {
  const names: string[] = []
  let depth = 0
  for (let i = 0; i < selector.length; i++) {
    const char = selector[i]!
    if (char === '\\') i++
    else if (char === '"' || char === "'") i = endOfString(selector, i)
    else if (char === '(' || char === '[') depth++
    else if (char === ')' || char === ']') depth--
    else if (char === '.' && depth === 0) {
      const { name, end } = readIdentifier(selector, i + 1)
      names.push(name)
      i = end - 1
    }
  }
  return names
}

/** A CSS identifier from `from`, with its escapes resolved (`\:` is ':', `\32 ` is '2'). */
function readIdentifier(text: string, from: number): { name: string; end: number } {
  let name = ''
  let i = from
  while (i < text.length) {
    const char = text[i]!
    if (char === '\\') {
      const hex = /^[0-9a-fA-F]{1,6}\s?/.exec(text.slice(i + 1, i + 8))
      if (hex) {
        name += String.fromCodePoint(parseInt(hex[0].trim(), 16))
        i += 1 + hex[0].length
      } else {
        name += text[i + 1] ?? ''
        i += 2
      }
    } else if (/[\w\u0080-\uffff-]/.test(char)) {
      name += char
      i++
    } else break
  }
  return { name, end: i }
}
