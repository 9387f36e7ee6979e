import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

/**
 * The graph of server modules drawn from their imports: module → the modules it imports (types
 * included, tests left out). docs/ARCHITECTURE.md carries it, written by `npm run docs:graph` and
 * checked by server/architecture-map.test.ts, so the picture cannot drift from the code.
 */
export type ModuleGraph = Map<string, Set<string>>

const IMPORT = /(?:from|import)\s*\(?\s*'([^']+)'/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(file)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : []
  })
}

export function readModuleGraph(root: string): ModuleGraph {
  const modulesDir = path.join(root, 'server/modules')
  const names = readdirSync(modulesDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  const graph: ModuleGraph = new Map(names.map((name) => [name, new Set<string>()]))
  for (const name of names) {
    for (const file of sourceFiles(path.join(modulesDir, name))) {
      for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
        const target = importedModule(modulesDir, file, specifier!)
        if (target && target !== name && graph.has(target)) graph.get(name)!.add(target)
      }
    }
  }
  return graph
}

function importedModule(modulesDir: string, file: string, specifier: string): string | undefined {
  if (specifier.startsWith('#server/modules/')) return specifier.split('/')[2]
  if (!specifier.startsWith('.')) return undefined
  const relative = path.relative(modulesDir, path.resolve(path.dirname(file), specifier))
  return relative.startsWith('..') ? undefined : relative.split(path.sep)[0]
}

/** The modules on a loop of imports, each loop once (empty when the graph is one-way). */
export function findCycles(graph: ModuleGraph): string[][] {
  const cycles: string[][] = []
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (name: string) => {
    state.set(name, 'open')
    stack.push(name)
    for (const next of graph.get(name) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next])
      else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(name, 'done')
  }
  for (const name of graph.keys()) if (!state.has(name)) visit(name)
  return cycles
}

export const GRAPH_START = '<!-- module graph: written by npm run docs:graph -->'
export const GRAPH_END = '<!-- end of module graph -->'

/** The graph as docs/ARCHITECTURE.md shows it: a Mermaid drawing, then the same edges as a list. */
export function renderModuleGraph(graph: ModuleGraph): string {
  const edges = [...graph].flatMap(([from, targets]) =>
    [...targets].sort().map((to) => `  ${id(from)} --> ${id(to)}`),
  )
  const alone = [...graph].filter(
    ([name, targets]) => targets.size === 0 && ![...graph.values()].some((t) => t.has(name)),
  )
  const list = [...graph].map(
    ([from, targets]) => `- **${from}** → ${targets.size ? [...targets].sort().join(', ') : 'none'}`,
  )
  return [
    GRAPH_START,
    '',
    '```mermaid',
    'flowchart LR',
    ...edges,
    ...alone.map(([name]) => `  ${id(name)}`),
    '```',
    '',
    ...list,
    '',
    GRAPH_END,
  ].join('\n')
}

const id = (name: string) => `${name.replace(/-/g, '_')}[${name}]`
