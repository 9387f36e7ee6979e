// `npm start`: the compiled server (BUILD_DIR/server/main.js) on plain Node, built first only when
// the build is missing, unfinished or older than the sources (docs/decisions/064-compiled-server.md).
// Plain JavaScript, so that starting a built tree loads neither tsx nor the TypeScript sources.
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

const ROOT = path.resolve(import.meta.dirname, '..')
// What the build is made from. Tests are not part of it, so editing one does not cost a rebuild.
const SOURCE_DIRS = ['client', 'server', 'shared']
const SOURCE_FILES = [
  'package.json',
  'package-lock.json',
  'vite.config.ts',
  'scripts/build.ts',
  'scripts/build-server.ts',
]
const TEST_FILE = /\.test\.tsx?$/

// Resolved as server/config.ts resolves it (against the working directory), so both name one folder.
const buildDir = path.resolve(process.env.BUILD_DIR || 'dist')

const staleReason = whyRebuild(buildDir)
if (staleReason) {
  process.stdout.write(`Building into ${buildDir}: ${staleReason}\n`)
  const build = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build.ts', buildDir], {
    cwd: ROOT,
    stdio: 'inherit',
  })
  if (build.status !== 0) process.exit(build.status ?? 1)
}
// In this process, so the signals an operator or supervisor sends reach the server itself.
await import(pathToFileURL(path.join(buildDir, 'server', 'main.js')).href)

/** Why the build must be made again, or null when it is up to date. */
function whyRebuild(dir) {
  let startedAt
  try {
    // Written by scripts/build.ts once every part is built: the time that build began.
    startedAt = JSON.parse(readFileSync(path.join(dir, 'build-info.json'), 'utf8')).startedAt
  } catch {
    return 'there is no finished build'
  }
  if (typeof startedAt !== 'number') return 'there is no finished build'
  const changed = changedSince(startedAt)
  return changed ? `${changed} changed since the last build` : null
}

/**
 * The first source modified after `time`, relative to the project, or null. Folders count too: a
 * file deleted, added or moved in (which keeps its own time) changes the time of its folder.
 */
function changedSince(time) {
  const files = [
    ...SOURCE_FILES.map((file) => path.join(ROOT, file)),
    ...SOURCE_DIRS.flatMap((dir) => [
      path.join(ROOT, dir),
      ...readdirSync(path.join(ROOT, dir), { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isDirectory() || (entry.isFile() && !TEST_FILE.test(entry.name)))
        .map((entry) => path.join(entry.parentPath, entry.name)),
    ]),
  ]
  const changed = files.find((file) => statSync(file, { throwIfNoEntry: false })?.mtimeMs > time)
  return changed ? path.relative(ROOT, changed) : null
}
