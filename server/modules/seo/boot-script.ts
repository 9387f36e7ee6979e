import { readFile } from 'node:fs/promises'
import path from 'node:path'

/**
 * Prerendered public pages served to a signed-out visitor load no app code up front: one small
 * script (client/app/boot.ts) loads it on the visitor's first interaction
 * (docs/decisions/046-hydration-on-first-interaction.md). This turns the built index.html into
 * that page's template.
 */

/** Where scripts/build.ts writes the boot script's manifest, under the client build directory. */
export const BOOT_MANIFEST = '.vite/boot-manifest.json'

const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>\n?/
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="(\/assets\/[^"]+\.js)">\n?/g

/** The boot script's URL path, or null when the build has none (then every page loads the app at once). */
export async function readBootScript(clientDir: string): Promise<string | null> {
  const text = await readFile(path.join(clientDir, BOOT_MANIFEST), 'utf8').catch(() => null)
  if (!text) return null
  const manifest = JSON.parse(text) as Record<string, { file: string; isEntry?: boolean }>
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry)
  return entry ? `/${entry.file}` : null
}

export type DeferredApp = {
  /** The built index.html without the app's script and preloads, and with the boot script. */
  template: string
  /** The app's entry module, which the boot script imports. */
  entry: string
  /** The chunks the entry imports at once, which the boot script fetches beside it. */
  chunks: string[]
}

/**
 * Null when the template does not have the shape Vite builds (then every page loads the app at once).
 */
export function deferApp(template: string, bootScript: string): DeferredApp | null {
  const entry = ENTRY_SCRIPT.exec(template)
  if (!entry) return null
  return {
    template: template
      .replace(ENTRY_SCRIPT, '')
      .replace(MODULE_PRELOAD, '')
      .replace('</body>', `  <script type="module" src="${bootScript}"></script>\n  </body>`),
    entry: entry[1]!,
    chunks: [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]!),
  }
}
