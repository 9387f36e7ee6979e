import { mkdtempSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { collectContracts, parseRouteTree } from './collect-contracts.ts'

describe('collectContracts', () => {
  it('finds the entries of a contract file added to the folder, with no list to update', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'rr-contracts-'))
    writeFileSync(
      path.join(dir, 'widgets.contract.ts'),
      `export const WIDGET_LIMIT = 3
export const widgetsContract = {
  list: { method: 'GET', path: '/api/widgets', summary: 'Widgets', access: 'public', response: null },
  remove: { method: 'DELETE', path: '/api/admin/widgets/:id', summary: 'Remove', access: 'admin', response: null },
}
export const notATable = { label: 'not an entry' }
`,
    )
    writeFileSync(path.join(dir, 'helpers.ts'), 'export const ignored = 1\n')
    const found = await collectContracts(dir)
    expect(found.map((f) => `${f.name} ${f.entry.method} ${f.entry.path}`)).toEqual([
      'widgets.contract.ts#list GET /api/widgets',
      'widgets.contract.ts#remove DELETE /api/admin/widgets/:id',
    ])
  }, 30_000)

  it('collects every entry of the real contracts, each with a distinct method and path', async () => {
    const found = await collectContracts()
    const keys = found.map(({ entry }) => `${entry.method} ${entry.path}`)
    expect(found.length).toBeGreaterThan(40)
    expect(new Set(keys).size).toBe(keys.length)
  }, 30_000)
})

describe('parseRouteTree', () => {
  it("reads Fastify's printed route tree back into methods and full paths", () => {
    const tree = [
      '└── /',
      '    ├── api/agreement (GET, HEAD)',
      '    │   └── s (POST)',
      '    ├── api/admin/news (GET, HEAD, POST)',
      '    │   ├── /feeds (GET, HEAD, POST)',
      '    │   │   └── /:id (DELETE)',
      '    │   └── /:id (DELETE)',
      '    └── * (GET, HEAD)',
    ].join('\n')
    expect(parseRouteTree(tree).filter((r) => r.method !== 'HEAD')).toEqual([
      { method: 'GET', path: '/api/agreement' },
      { method: 'POST', path: '/api/agreements' },
      { method: 'GET', path: '/api/admin/news' },
      { method: 'POST', path: '/api/admin/news' },
      { method: 'GET', path: '/api/admin/news/feeds' },
      { method: 'POST', path: '/api/admin/news/feeds' },
      { method: 'DELETE', path: '/api/admin/news/feeds/:id' },
      { method: 'DELETE', path: '/api/admin/news/:id' },
      { method: 'GET', path: '/*' },
    ])
  })
})
