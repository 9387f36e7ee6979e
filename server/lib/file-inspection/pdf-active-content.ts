import { constants, inflateRawSync, inflateSync } from 'node:zlib'

/*
 * Finds what in a PDF acts by itself or carries other content (docs/decisions/060-upload-checks-round-3.md):
 * scripts, actions that run when the file opens or on other events, programs it launches, files
 * embedded in it, Flash or video, and XML forms (which carry scripts). It reads the file the way a
 * reader does, not as text: names are decoded (`/J#61vaScript` is `/JavaScript`), strings, comments
 * and stream data are told apart from the objects, and object streams (where a PDF 1.5 file keeps
 * most of its dictionaries, compressed) are decompressed and read too. Stream data that holds what
 * looks like an object of its own is read as objects as well, so nothing hides behind a stream's
 * length. An ordinary PDF from a scanner, a phone app or "Print to PDF" has none of these; the one
 * automatic action ordinary files do carry, an /OpenAction that shows page 1 (a destination, or a
 * GoTo action), is allowed.
 */

/**
 * Names whose presence anywhere in the objects means active content: each is used by the PDF
 * standard only for what it names.
 */
export const ACTIVE_CONTENT_NAMES: ReadonlySet<string> = new Set([
  'JavaScript', // a script action, or the document's script names tree
  'JS', // the script of an action
  'AA', // additional actions: run on opening a page, on a field, on closing, printing or saving
  'Launch', // runs a program or opens another file
  'EmbeddedFile', // a file carried inside the PDF
  'EmbeddedFiles', // the document's list of carried files
  'FileAttachment', // an annotation that opens a carried file
  'GoToE', // opens a carried PDF
  'RichMedia', // Flash, video or sound, with its own scripts
  'XFA', // an XML form, with its own scripts
])

/** The only action an /OpenAction may be: going to a page. */
const SAFE_OPEN_ACTIONS: ReadonlySet<string> = new Set(['GoTo'])

/** Decompressed object streams larger than this (each, and in all) are not read: a compression bomb. */
const MAX_OBJECT_STREAM_BYTES = 8 * 1024 * 1024
const MAX_DECODED_BYTES = 32 * 1024 * 1024
/** Nesting of arrays and dictionaries, and of objects hidden in stream data, beyond any real file. */
const MAX_NESTING = 200
const MAX_REGION_DEPTH = 8

export type PdfScan = {
  /** The first marker of active content found ('JavaScript', 'OpenAction', …), or null. */
  activeContent: string | null
  /**
   * Part of the file could not be read: an object stream with an unknown filter, broken, or too
   * large once inflated, or nesting deeper than any real file.
   */
  hasUnreadableParts: boolean
  /** The file is encrypted: its object streams are not read, the reader is asked instead. */
  isEncrypted: boolean
}

/** Reads the PDF's objects for active content; never throws. */
export function scanPdf(bytes: Uint8Array): PdfScan {
  const scan = new Scan(bytes)
  try {
    scan.run()
  } catch (error) {
    if (!(error instanceof Unreadable)) throw error
    scan.hasUnreadableParts = true
  }
  return {
    activeContent: scan.activeContent,
    hasUnreadableParts: scan.hasUnreadableParts,
    isEncrypted: scan.isEncrypted,
  }
}

class Unreadable extends Error {}

type Value =
  | { k: 'dict'; m: Map<string, Value> }
  | { k: 'array'; a: Value[] }
  | { k: 'name'; v: string }
  | { k: 'num'; v: number }
  | { k: 'ref'; n: number }
  | { k: 'other' }

type Token =
  | { t: 'name'; v: string }
  | { t: 'num'; v: number; isInt: boolean }
  | { t: 'kw'; v: string }
  | { t: '<<' | '>>' | '[' | ']' | 'str' }

const OTHER: Value = { k: 'other' }

// Byte classes of the PDF lexer (ISO 32000-1 §7.2.2).
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20])
const DELIMITERS = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25])
const isRegular = (byte: number) => !WHITESPACE.has(byte) && !DELIMITERS.has(byte)
const isDigit = (byte: number) => byte >= 0x30 && byte <= 0x39

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30
  if (byte >= 0x41 && byte <= 0x46) return byte - 0x37
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57
  return -1
}

const latin1 = (bytes: Uint8Array, from: number, to: number) =>
  Buffer.from(bytes.buffer, bytes.byteOffset + from, to - from).toString('latin1')

class Scan {
  activeContent: string | null = null
  hasUnreadableParts = false
  isEncrypted = false
  private decodedBytes = 0
  /** The /S of each object that is an action dictionary, by object number (every definition). */
  private readonly actionTypes = new Map<number, Set<string>>()
  /** Objects an /OpenAction refers to, judged once every object is read. */
  private readonly openActionRefs: number[] = []
  private readonly objectStreams: { dict: Map<string, Value>; data: Uint8Array }[] = []

  constructor(private readonly bytes: Uint8Array) {}

  run() {
    this.readRegion(this.bytes, 0, this.bytes.byteLength, 0)
    // Object streams last: an /Encrypt in the trailer comes after them.
    for (const { dict, data } of this.objectStreams) {
      if (this.isEncrypted) {
        this.hasUnreadableParts = true
        break
      }
      try {
        this.readObjectStream(dict, data)
      } catch (error) {
        if (!(error instanceof Unreadable)) throw error
        this.hasUnreadableParts = true
      }
    }
    for (const ref of this.openActionRefs) {
      for (const type of this.actionTypes.get(ref) ?? []) this.judgeOpenAction(type)
    }
  }

  private found(what: string) {
    this.activeContent ??= what
  }

  private sawName(name: string) {
    if (ACTIVE_CONTENT_NAMES.has(name)) this.found(name)
  }

  /** Every object of [from, to): `N G obj` value, with its stream when it has one. */
  private readRegion(bytes: Uint8Array, from: number, to: number, depth: number) {
    if (depth > MAX_REGION_DEPTH) throw new Unreadable()
    const lexer = new Lexer(bytes, from, to, (name) => this.sawName(name))
    for (;;) {
      const token = lexer.next()
      if (!token) return
      if (token.t === 'num' && token.isInt && isIntToken(lexer.peek(0)) && isKeyword(lexer.peek(1), 'obj')) {
        lexer.next()
        lexer.next()
        const value = this.parseValue(lexer, 0)
        this.recordObject(token.v, value)
        if (isKeyword(lexer.peek(0), 'stream')) {
          lexer.next()
          this.readStream(lexer, bytes, value.k === 'dict' ? value.m : new Map(), depth)
        }
      } else if (token.t === '<<' || token.t === '[') {
        // The trailer's dictionary, or stray values: read for what they name.
        lexer.pushBack(token)
        this.walk(this.parseValue(lexer, 0), 0)
      } else if (isKeyword(token, 'stream')) {
        // A stream whose object could not be read: its data is still not read as objects.
        this.readStream(lexer, bytes, new Map(), depth)
      }
    }
  }

  /** Every value left in the lexer, read for what it names (no object numbers here). */
  private readValues(lexer: Lexer) {
    for (let next = lexer.peek(0); next; next = lexer.peek(0)) {
      if (next.t === 'kw' && STRUCTURAL_KEYWORDS.has(next.v)) lexer.next()
      else this.walk(this.parseValue(lexer, 0), 0)
    }
  }

  /** A stream's data: skipped, except an object stream (read later) and objects hidden inside. */
  private readStream(lexer: Lexer, bytes: Uint8Array, dict: Map<string, Value>, depth: number) {
    const start = lexer.streamDataStart()
    const length = dict.get('Length')
    let end = -1
    if (length?.k === 'num' && Number.isInteger(length.v) && length.v >= 0) {
      const candidate = start + length.v
      if (candidate <= lexer.end && lexer.isKeywordAt(candidate, 'endstream')) end = candidate
    }
    if (end < 0) end = lexer.indexOf('endstream', start)
    if (end < 0) end = lexer.end
    lexer.moveTo(end)
    if (isObjectStream(dict)) {
      this.objectStreams.push({ dict, data: bytes.subarray(start, end) })
      return
    }
    const hidden = findObjectHeader(bytes, start, end)
    if (hidden >= 0) this.readRegion(bytes, hidden, end, depth + 1)
  }

  /** The objects of an object stream: its header of number-offset pairs, then each object. */
  private readObjectStream(dict: Map<string, Value>, data: Uint8Array) {
    const decoded = this.decode(dict, data)
    const first = dict.get('First')
    const count = dict.get('N')
    const members: { objectNumber: number; offset: number }[] = []
    if (first?.k === 'num' && count?.k === 'num' && first.v >= 0 && first.v <= decoded.byteLength) {
      const header = new Lexer(decoded, 0, first.v, (name) => this.sawName(name))
      for (let i = 0; i < count.v; i++) {
        const objectNumber = header.next()
        const offset = header.next()
        if (objectNumber?.t !== 'num' || offset?.t !== 'num') break
        const at = Math.min(Math.max(first.v + offset.v, first.v), decoded.byteLength)
        members.push({ objectNumber: objectNumber.v, offset: at })
      }
    }
    const lexerOf = (from: number, to: number) => new Lexer(decoded, from, to, (name) => this.sawName(name))
    if (members.length === 0 || first?.k !== 'num') {
      // No readable header: every value in it is still read for what it names.
      this.readValues(lexerOf(0, decoded.byteLength))
      return
    }
    // Each object runs to where the next one starts, whatever order the header lists them in;
    // bytes before the first are read too.
    members.sort((a, b) => a.offset - b.offset)
    this.readValues(lexerOf(first.v, members[0]!.offset))
    members.forEach((member, i) => {
      const lexer = lexerOf(member.offset, members[i + 1]?.offset ?? decoded.byteLength)
      this.recordObject(member.objectNumber, this.parseValue(lexer, 0))
      this.readValues(lexer)
    })
  }

  /** The stream's data through its filters; an unknown filter or parameters make it unreadable. */
  private decode(dict: Map<string, Value>, data: Uint8Array): Uint8Array {
    const filter = dict.get('Filter')
    const filters =
      filter === undefined || filter.k === 'other'
        ? []
        : filter.k === 'name'
          ? [filter.v]
          : filter.k === 'array'
            ? filter.a.map((f) => (f.k === 'name' ? f.v : ''))
            : ['']
    // A predictor (rows of differences) is for images and cross-reference streams, not objects.
    if (hasPredictor(dict.get('DecodeParms'))) throw new Unreadable()
    let out = data
    for (const name of filters) {
      if (name === 'FlateDecode' || name === 'Fl') out = this.inflate(out)
      else if (name === 'ASCIIHexDecode' || name === 'AHx') out = asciiHexDecode(out)
      else throw new Unreadable()
    }
    return out
  }

  private inflate(data: Uint8Array): Uint8Array {
    const room = Math.min(MAX_OBJECT_STREAM_BYTES, MAX_DECODED_BYTES - this.decodedBytes)
    if (room < 1) throw new Unreadable()
    // A stream cut short is read as far as it goes, as readers do.
    const options = { maxOutputLength: room, finishFlush: constants.Z_SYNC_FLUSH }
    let out: Buffer
    try {
      out = inflateSync(data, options)
    } catch {
      try {
        // Readers ignore a wrong checksum: the data without the zlib header and trailer.
        out = inflateRawSync(data.subarray(2), options)
      } catch {
        throw new Unreadable()
      }
    }
    this.decodedBytes += out.byteLength
    return out
  }

  private parseValue(lexer: Lexer, nesting: number): Value {
    if (nesting > MAX_NESTING) throw new Unreadable()
    const token = lexer.next()
    if (!token) return OTHER
    switch (token.t) {
      case 'name':
        return { k: 'name', v: token.v }
      case 'num': {
        if (token.isInt && isIntToken(lexer.peek(0)) && isKeyword(lexer.peek(1), 'R')) {
          lexer.next()
          lexer.next()
          return { k: 'ref', n: token.v }
        }
        return { k: 'num', v: token.v }
      }
      case '[': {
        const a: Value[] = []
        for (let next = lexer.peek(0); next && next.t !== ']'; next = lexer.peek(0)) {
          if (next.t === '>>' || isStructuralKeyword(next)) break
          a.push(this.parseValue(lexer, nesting + 1))
        }
        if (lexer.peek(0)?.t === ']') lexer.next()
        return { k: 'array', a }
      }
      case '<<': {
        const m = new Map<string, Value>()
        for (let next = lexer.peek(0); next && next.t !== '>>'; next = lexer.peek(0)) {
          if (next.t === ']' || isStructuralKeyword(next)) break
          const key = lexer.next()!
          // A key that is not a name is the file's error: skip it, as readers do.
          if (key.t !== 'name') continue
          m.set(key.v, this.parseValue(lexer, nesting + 1))
        }
        if (lexer.peek(0)?.t === '>>') lexer.next()
        return { k: 'dict', m }
      }
      case 'kw':
        // A keyword where a value belongs ends the value; the object's own keywords are the caller's.
        if (isStructuralKeyword(token)) lexer.pushBack(token)
        return OTHER
      default:
        return OTHER
    }
  }

  private recordObject(objectNumber: number, value: Value) {
    if (value.k === 'dict') {
      const type = value.m.get('S')
      if (type?.k === 'name') {
        const types = this.actionTypes.get(objectNumber) ?? new Set<string>()
        types.add(type.v)
        this.actionTypes.set(objectNumber, types)
      }
    }
    this.walk(value, 0)
  }

  /** Every dictionary inside the value: an /OpenAction judged, an /Encrypt noted. */
  private walk(value: Value, nesting: number) {
    if (nesting > MAX_NESTING) throw new Unreadable()
    if (value.k === 'array') for (const item of value.a) this.walk(item, nesting + 1)
    if (value.k !== 'dict') return
    const encrypt = value.m.get('Encrypt')
    if (encrypt && encrypt.k !== 'other') this.isEncrypted = true
    const openAction = value.m.get('OpenAction')
    if (openAction?.k === 'ref') this.openActionRefs.push(openAction.n)
    if (openAction?.k === 'dict') {
      const type = openAction.m.get('S')
      if (type?.k === 'name') this.judgeOpenAction(type.v)
    }
    for (const item of value.m.values()) this.walk(item, nesting + 1)
  }

  private judgeOpenAction(type: string) {
    if (!SAFE_OPEN_ACTIONS.has(type)) this.found('OpenAction')
  }
}

/** Reads tokens of [from, to), with two tokens of look-ahead. Names are reported as they are read. */
class Lexer {
  private pos: number
  private readonly ahead: Token[] = []

  constructor(
    private readonly bytes: Uint8Array,
    from: number,
    readonly end: number,
    private readonly onName: (name: string) => void,
  ) {
    this.pos = from
  }

  next(): Token | undefined {
    return this.ahead.shift() ?? this.read()
  }

  peek(index: number): Token | undefined {
    while (this.ahead.length <= index) {
      const token = this.read()
      if (!token) return undefined
      this.ahead.push(token)
    }
    return this.ahead[index]
  }

  pushBack(token: Token) {
    this.ahead.unshift(token)
  }

  /** Where a stream's data starts: after the end of line that follows `stream`. */
  streamDataStart(): number {
    // Look-ahead past `stream` would have read data as tokens; the caller takes `stream` last.
    this.ahead.length = 0
    let at = this.pos
    if (this.bytes[at] === 0x0d) at++
    if (this.bytes[at] === 0x0a) at++
    return at
  }

  isKeywordAt(at: number, keyword: string): boolean {
    let i = at
    while (i < this.end && WHITESPACE.has(this.bytes[i]!)) i++
    return latin1(this.bytes, i, Math.min(i + keyword.length, this.end)) === keyword
  }

  indexOf(keyword: string, from: number): number {
    const buffer = Buffer.from(this.bytes.buffer, this.bytes.byteOffset, this.end)
    return buffer.indexOf(keyword, from, 'latin1')
  }

  moveTo(at: number) {
    this.ahead.length = 0
    this.pos = at
    while (this.pos < this.end && WHITESPACE.has(this.bytes[this.pos]!)) this.pos++
    if (latin1(this.bytes, this.pos, Math.min(this.pos + 9, this.end)) === 'endstream') this.pos += 9
  }

  private read(): Token | undefined {
    const { bytes, end } = this
    for (;;) {
      while (this.pos < end && WHITESPACE.has(bytes[this.pos]!)) this.pos++
      if (this.pos >= end) return undefined
      const byte = bytes[this.pos]!
      if (byte === 0x25) {
        // A comment, to the end of the line: its text is still searched for names.
        const from = this.pos
        while (this.pos < end && bytes[this.pos] !== 0x0a && bytes[this.pos] !== 0x0d) this.pos++
        this.namesIn(from + 1, this.pos)
        continue
      }
      if (byte === 0x28) return this.literalString()
      if (byte === 0x3c) {
        if (bytes[this.pos + 1] === 0x3c) {
          this.pos += 2
          return { t: '<<' }
        }
        const from = this.pos
        while (this.pos < end && bytes[this.pos] !== 0x3e) this.pos++
        this.namesIn(from + 1, this.pos)
        this.pos++
        return { t: 'str' }
      }
      if (byte === 0x3e) {
        if (bytes[this.pos + 1] === 0x3e) {
          this.pos += 2
          return { t: '>>' }
        }
        this.pos++
        continue
      }
      if (byte === 0x5b || byte === 0x5d) {
        this.pos++
        return { t: byte === 0x5b ? '[' : ']' }
      }
      if (byte === 0x2f) {
        const { name, next } = readName(bytes, this.pos, end)
        this.pos = next
        this.onName(name)
        return { t: 'name', v: name }
      }
      if (!isRegular(byte)) {
        // ')', '{' or '}' out of place.
        this.pos++
        continue
      }
      const from = this.pos
      while (this.pos < end && isRegular(bytes[this.pos]!)) this.pos++
      const word = latin1(bytes, from, this.pos)
      const number = /^[+-]?(\d+\.?\d*|\.\d+)$/.test(word) ? Number(word) : NaN
      if (!Number.isNaN(number)) return { t: 'num', v: number, isInt: /^[+-]?\d+$/.test(word) }
      return { t: 'kw', v: word }
    }
  }

  /** A (string) with its balanced parentheses and escapes; its text is still searched for names. */
  private literalString(): Token {
    const { bytes, end } = this
    const from = this.pos
    let depth = 0
    while (this.pos < end) {
      const byte = bytes[this.pos]!
      if (byte === 0x5c) this.pos += 2
      else {
        if (byte === 0x28) depth++
        if (byte === 0x29) depth--
        this.pos++
        if (depth === 0) break
      }
    }
    this.namesIn(from + 1, Math.min(this.pos, end))
    return { t: 'str' }
  }

  /**
   * Names written inside text that is not an object (a string, a comment): not names to a reader,
   * unless the reader reaches the object another way (by its cross-reference table) and the text
   * was a trick to hide it. Reported all the same.
   */
  private namesIn(from: number, to: number) {
    for (let at = from; at < to; at++) {
      if (this.bytes[at] !== 0x2f) continue
      const { name, next } = readName(this.bytes, at, to)
      this.onName(name)
      at = next - 1
    }
  }
}

/** The name whose '/' is at `at`, with its `#xx` escapes decoded (ISO 32000-1 §7.3.5), and where it ends. */
function readName(bytes: Uint8Array, at: number, end: number): { name: string; next: number } {
  let pos = at + 1
  let name = ''
  while (pos < end && isRegular(bytes[pos]!)) {
    const byte = bytes[pos]!
    const high = byte === 0x23 && pos + 2 < end ? hexValue(bytes[pos + 1]!) : -1
    const low = high >= 0 ? hexValue(bytes[pos + 2]!) : -1
    if (low >= 0) {
      name += String.fromCharCode(high * 16 + low)
      pos += 3
    } else {
      name += String.fromCharCode(byte)
      pos++
    }
  }
  return { name, next: pos }
}

const isIntToken = (token: Token | undefined) => token?.t === 'num' && token.isInt
const isKeyword = (token: Token | undefined, keyword: string) => token?.t === 'kw' && token.v === keyword
const STRUCTURAL_KEYWORDS = new Set(['obj', 'endobj', 'stream', 'endstream', 'xref', 'trailer', 'startxref'])
const isStructuralKeyword = (token: Token) => token.t === 'kw' && STRUCTURAL_KEYWORDS.has(token.v)

function isObjectStream(dict: Map<string, Value>): boolean {
  const type = dict.get('Type')
  // A reader finds an object stream by the cross-reference, not by its /Type: /N and /First will do.
  return (type?.k === 'name' && type.v === 'ObjStm') || (dict.has('N') && dict.has('First'))
}

/** Where the first `N G obj` inside [from, to) starts, or -1. */
function findObjectHeader(bytes: Uint8Array, from: number, to: number): number {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, to)
  for (
    let at = buffer.indexOf('obj', from, 'latin1');
    at >= 0;
    at = buffer.indexOf('obj', at + 3, 'latin1')
  ) {
    if (at + 3 < to && isRegular(bytes[at + 3]!)) continue
    // Back over whitespace, the generation, whitespace and the object number.
    let i = at - 1
    const skip = (test: (byte: number) => boolean) => {
      const start = i
      while (i >= from && test(bytes[i]!)) i--
      return start - i
    }
    if (skip((b) => WHITESPACE.has(b)) === 0) continue
    if (skip(isDigit) === 0) continue
    if (skip((b) => WHITESPACE.has(b)) === 0) continue
    if (skip(isDigit) === 0) continue
    return i + 1
  }
  return -1
}

function hasPredictor(params: Value | undefined): boolean {
  if (params?.k === 'array') return params.a.some(hasPredictor)
  const predictor = params?.k === 'dict' ? params.m.get('Predictor') : undefined
  return predictor?.k === 'num' && predictor.v > 1
}

function asciiHexDecode(data: Uint8Array): Uint8Array {
  const out: number[] = []
  let high = -1
  for (const byte of data) {
    if (byte === 0x3e) break
    const value = hexValue(byte)
    if (value < 0) continue
    if (high < 0) high = value
    else {
      out.push(high * 16 + value)
      high = -1
    }
  }
  if (high >= 0) out.push(high * 16)
  return Uint8Array.from(out)
}
