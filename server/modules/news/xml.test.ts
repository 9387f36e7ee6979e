import { describe, expect, it } from 'vitest'
import { decodeEntities, elementsOf, parseXml, textOf, XmlParseError } from './xml.ts'

describe('parseXml', () => {
  it('resolves namespaces by prefix, including the default namespace and nested redeclarations', () => {
    const root = parseXml(
      `<a xmlns="urn:one" xmlns:p="urn:p"><p:b x='1' y="a &amp; b"/><c xmlns="urn:two"><p:d/></c></a>`,
    )
    expect(root).toMatchObject({ local: 'a', ns: 'urn:one' })
    const [b, c] = elementsOf(root)
    expect(b).toMatchObject({ name: 'p:b', local: 'b', ns: 'urn:p', attrs: { x: '1', y: 'a & b' } })
    expect(c).toMatchObject({ ns: 'urn:two' })
    expect(elementsOf(c!)[0]).toMatchObject({ ns: 'urn:p' })
  })

  it('keeps CDATA as written and decodes entities in text', () => {
    const root = parseXml('<t>a &lt;b&gt; <![CDATA[<i>&amp;</i>]]> &#65;&#x42;</t>')
    expect(textOf(root)).toBe('a <b> <i>&amp;</i> AB')
  })

  it('closes what it can when closing tags do not match', () => {
    const root = parseXml('<a><b><c>text</b><d/></a>')
    expect(elementsOf(root).map((e) => e.name)).toEqual(['b', 'd'])
  })

  it('bounds nesting depth and element count', () => {
    expect(() => parseXml('<a>'.repeat(100))).toThrow(XmlParseError)
    expect(() => parseXml(`<a>${'<b/>'.repeat(20)}</a>`, { maxElements: 10 })).toThrow(/too many/)
  })

  it('keeps a stray "<" in text', () => {
    expect(textOf(parseXml('<a>1 < 2</a>'))).toBe('1 < 2')
  })
})

describe('decodeEntities', () => {
  it('replaces invalid character references and leaves unknown names alone', () => {
    expect(decodeEntities('&#0;&#xD800;&#1114112;&unknown;&nbsp;')).toBe('\ufffd\ufffd\ufffd&unknown;\u00a0')
  })
})
