import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  findCycles,
  GRAPH_END,
  GRAPH_START,
  readModuleGraph,
  renderModuleGraph,
} from '../scripts/module-graph.ts'

const ROOT = path.resolve(import.meta.dirname, '..')

// STYLE's "keep the map true": a module folder missing from docs/ARCHITECTURE.md's table fails here.
describe('docs/ARCHITECTURE.md', () => {
  it('lists every folder under server/modules in its module table, and no module that is gone', () => {
    const folders = readdirSync(path.join(ROOT, 'server/modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort()
    const doc = readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8')
    const table = doc.slice(doc.indexOf('## Modules'))
    const listed = [...table.matchAll(/^\| ([a-z][a-z-]*) +\|/gm)]
      .map((match) => match[1])
      .filter((name) => name !== 'module')
      .sort()
    expect(listed).toEqual(folders)
  })

  it('draws the module graph its imports make (npm run docs:graph redraws it)', () => {
    const doc = readFileSync(path.join(ROOT, 'docs/ARCHITECTURE.md'), 'utf8')
    const drawn = doc.slice(doc.indexOf(GRAPH_START), doc.indexOf(GRAPH_END) + GRAPH_END.length)
    expect(drawn).toBe(renderModuleGraph(readModuleGraph(ROOT)))
  })

  it('has modules that depend one way: no loop of imports between them', () => {
    expect(findCycles(readModuleGraph(ROOT))).toEqual([])
  })
})
