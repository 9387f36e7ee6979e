import { readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { GRAPH_END, GRAPH_START, readModuleGraph, renderModuleGraph } from './module-graph.ts'

// `npm run docs:graph`: redraws the module graph in docs/ARCHITECTURE.md from the imports.
const root = path.resolve(import.meta.dirname, '..')
const file = path.join(root, 'docs/ARCHITECTURE.md')
const doc = readFileSync(file, 'utf8')
const start = doc.indexOf(GRAPH_START)
const end = doc.indexOf(GRAPH_END)
if (start < 0 || end < 0) throw new Error(`docs/ARCHITECTURE.md has no ${GRAPH_START} … ${GRAPH_END} section`)
writeFileSync(
  file,
  doc.slice(0, start) + renderModuleGraph(readModuleGraph(root)) + doc.slice(end + GRAPH_END.length),
)
