import { readdir, readFile, rm, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { build } from 'vite'
import { BOOT_MANIFEST } from '../server/modules/seo/boot-script.ts'
import { buildServer } from './build-server.ts'

/**
 * Builds the browser bundle into BUILD_DIR/client (each asset also brotli- and gzip-compressed, so
 * the server sends them without compressing per request) and the prerendering bundle, with which
 * the server renders public pages, into BUILD_DIR/ssr, then the server itself into BUILD_DIR/server.
 * Usage: `npm run build [-- <build dir>]`; the directory defaults to ./dist (end-to-end runs pass
 * their own so that two can build at once).
 */
const buildDir = path.resolve(process.argv[2] ?? 'dist')
const clientDir = path.join(buildDir, 'client')
// Written last, with the time the build began: scripts/start.mjs rebuilds when it is missing (no
// build, or one that stopped half-way) or when a source changed after that time.
const buildInfo = path.join(buildDir, 'build-info.json')
const startedAt = Date.now()
await rm(buildInfo, { force: true })

await build({ build: { outDir: clientDir } })
// The first script of a prerendered public page (client/app/boot.ts), built on its own so that it
// shares no chunk with the app: it must stay one small file (docs/decisions/046-hydration-on-first-interaction.md).
await build({
  configFile: false,
  logLevel: 'warn',
  build: {
    outDir: clientDir,
    emptyOutDir: false,
    manifest: BOOT_MANIFEST,
    rolldownOptions: {
      input: { boot: path.resolve('client/app/boot.ts') },
      output: { entryFileNames: 'assets/[name]-[hash].js' },
    },
  },
})
await precompress(path.join(clientDir, 'assets'))
await build({
  logLevel: 'warn',
  // Everything bundled in: the server imports it from wherever BUILD_DIR is, beside no node_modules.
  ssr: { noExternal: true },
  build: {
    ssr: path.resolve('client/app/entry-server.tsx'),
    outDir: path.join(buildDir, 'ssr'),
    emptyOutDir: true,
  },
})
await buildServer(buildDir)
await writeFile(buildInfo, `${JSON.stringify({ startedAt })}\n`)

async function precompress(dir: string) {
  const br = promisify(brotliCompress)
  const gz = promisify(gzip)
  const files = (await readdir(dir)).filter((name) => /\.(js|css|svg|json)$/.test(name))
  await Promise.all(
    files.map(async (name) => {
      const file = path.join(dir, name)
      const content = await readFile(file)
      await writeFile(
        `${file}.br`,
        await br(content, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }),
      )
      await writeFile(`${file}.gz`, await gz(content, { level: 9 }))
    }),
  )
}
