import { cp, symlink, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { build } from 'vite'

/**
 * Compiles the server (server/main.ts and everything it imports from server/ and shared/) into
 * BUILD_DIR/server/main.js, which `npm start` runs with plain Node
 * (docs/decisions/064-compiled-server.md). The packages stay in node_modules: several load native
 * code, WebAssembly or files of their own by path, so bundling them would break them.
 */
export async function buildServer(buildDir: string) {
  const outDir = path.join(buildDir, 'server')
  await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      ssr: path.resolve('server/main.ts'),
      outDir,
      emptyOutDir: true,
      target: 'node20.19',
      // Unminified, so a stack trace in the log still reads as the source it came from.
      minify: false,
      rolldownOptions: {
        // Every chunk beside main.js: modules find files relative to their own URL (the migrations).
        output: { entryFileNames: 'main.js', chunkFileNames: '[name]-[hash].js' },
      },
    },
  })
  // The committed migrations, where server/db/client.ts looks for them: beside its compiled code.
  await cp(path.resolve('server/db/migrations'), path.join(outDir, 'migrations'), { recursive: true })
  // ES modules whatever package.json is above the build directory.
  await writeFile(path.join(outDir, 'package.json'), '{ "type": "module" }\n')
  // A build outside the project (the e2e and benchmark runs may use a temporary folder) finds the
  // packages through a link, as Node looks for node_modules in the folders above the code only.
  if (path.relative(process.cwd(), buildDir).startsWith('..')) {
    await symlink(path.resolve('node_modules'), path.join(buildDir, 'node_modules'), 'dir').catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code !== 'EEXIST') throw error
      },
    )
  }
}
