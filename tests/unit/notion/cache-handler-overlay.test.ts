import { spawnSync } from 'node:child_process'
import { chmod, chown, mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest'
import { createCacheHandler, type CacheHandlerOptions } from '@/lib/shared/cache-handler.mjs'
import { handlerContext, nodeFs, pageEntry } from '@/tests/support/next-cache'

/*
 * A server whose build output it may not write: the cache handler writes the pages it
 * regenerates to its own folder of the temp directory and reads them from there before the
 * build's copies, logging that once; a write refused there too is logged once and fails nothing.
 * As root every folder is writable (but on a read-only filesystem), so the build output's
 * writability is injected, or a write is refused by the `fs` Next hands the handler: what this
 * proves is the handler's choice and its fallbacks, not the kernel's refusal.
 */

let dir: string
const hasSetpriv = spawnSync('setpriv', ['--version']).status === 0
const KEY = '/route-cache/pages/0a1b/$/posts/one'
const setCtx = { kind: 'PAGES', isRoutePPREnabled: false, isFallback: false }
const cacheControl = { revalidate: 5, expire: undefined }

const page = pageEntry

async function server(name: string, options: CacheHandlerOptions, fsOf = nodeFs) {
  const distDir = path.join(dir, name, '.next')
  const serverDistDir = path.join(distDir, 'server')
  await mkdir(serverDistDir, { recursive: true })
  await writeFile(path.join(distDir, 'BUILD_ID'), 'build-1')
  const Handler = createCacheHandler(options)
  const ctx = handlerContext(serverDistDir, fsOf)
  // Next makes a handler per request.
  return {
    serverDistDir,
    set: (text: string) =>
      new Handler(ctx).set(KEY, page(text) as never, { ...setCtx, cacheControl } as never),
    get: async () => (await new Handler(ctx).get(KEY, setCtx as never))?.value
  }
}

const files = async (folder: string) =>
  (await readdir(folder, { recursive: true })).filter((name) => name.endsWith('.html'))

let warn: ReturnType<typeof vi.spyOn>
const warned = (text: string) =>
  warn.mock.calls.filter(([line]: unknown[]) => String(line).includes(text)).length

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cache-handler-overlay-'))
  vi.stubEnv('REDIS_URL', '')
})
afterAll(async () => {
  vi.unstubAllEnvs()
  await rm(dir, { recursive: true, force: true })
})
afterEach(() => warn?.mockRestore())

it('a read-only build output: regenerated pages go to the overlay, read first, also after a restart', async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const tempDir = path.join(dir, 'tmp-a')
  // The build's copy of the page, as a writable run left it.
  const built = await server('a', { canWrite: () => true, tempDir })
  await built.set('built')
  const before = await files(built.serverDistDir)

  const readOnly = await server('a', { canWrite: () => false, tempDir })
  expect(await readOnly.get()).toEqual(page('built'))
  await readOnly.set('regenerated')
  await readOnly.set('regenerated again')
  expect(await readOnly.get()).toEqual(page('regenerated again'))
  expect(await files(built.serverDistDir)).toEqual(before)
  const [overlay] = await readdir(tempDir)
  expect(overlay).toMatch(/^notionpress-[0-9a-f]{16}$/)
  expect(await files(path.join(tempDir, overlay ?? ''))).toHaveLength(1)

  const restarted = await server('a', { canWrite: () => false, tempDir })
  expect(await restarted.get()).toEqual(page('regenerated again'))
  expect(warned('cannot write regenerated pages into')).toBe(2)
  expect(warned('writing them to')).toBe(2)
})

it('a write the build output refuses switches to the overlay without failing the request', async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  const tempDir = path.join(dir, 'tmp-b')
  const serverDir = path.join(dir, 'b', '.next', 'server')
  const refusing = {
    ...nodeFs,
    mkdir: async (d: string) => {
      if (d.startsWith(serverDir)) throw Object.assign(new Error('EROFS'), { code: 'EROFS' })
      return nodeFs.mkdir(d)
    }
  }
  const handler = await server('b', { canWrite: () => true, tempDir }, refusing)
  await handler.set('first')
  await handler.set('second')
  expect(await handler.get()).toEqual(page('second'))
  expect(warned('(EROFS): writing them to')).toBe(1)
})

it('an overlay that cannot be written either: logged once, no request fails', async () => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  // A file where the temp directory should be: nothing can be made under it, even as root.
  const tempDir = path.join(dir, 'not-a-folder')
  await writeFile(tempDir, '')
  const handler = await server('c', { canWrite: () => false, tempDir })
  await expect(handler.set('one')).resolves.toBeUndefined()
  await expect(handler.set('two')).resolves.toBeUndefined()
  expect(warned('either')).toBe(1)
})

const asRoot = process.getuid?.() === 0
const NOBODY = 65534

/** The handler in a process of its own, as `nobody` when this runs as root. */
function runAsServerUser(serverDistDir: string, tempDir: string) {
  const script = `
    import fs from 'node:fs'
    const { default: Handler } = await import(${JSON.stringify(path.resolve('lib/shared/cache-handler.mjs'))})
    const ctx = {
      fs: {
        existsSync: fs.existsSync,
        readFile: fs.promises.readFile,
        readFileSync: fs.readFileSync,
        writeFile: (f, d) => fs.promises.writeFile(f, d),
        mkdir: (d) => fs.promises.mkdir(d, { recursive: true }),
        stat: (f) => fs.promises.stat(f)
      },
      serverDistDir: ${JSON.stringify(serverDistDir)},
      flushToDisk: true,
      revalidatedTags: [],
      _requestHeaders: {}
    }
    const setCtx = ${JSON.stringify(setCtx)}
    await new Handler(ctx).set(${JSON.stringify(KEY)}, ${JSON.stringify(page('regenerated'))}, { ...setCtx, cacheControl: { revalidate: 5 } })
    const entry = await new Handler(ctx).get(${JSON.stringify(KEY)}, setCtx)
    console.log(entry.value.html)
  `
  const user = asRoot ? ['setpriv', `--reuid=${NOBODY}`, `--regid=${NOBODY}`, '--clear-groups'] : []
  const [command = process.execPath, ...args] = [
    ...user,
    process.execPath,
    '--input-type=module',
    '-e',
    script
  ]
  return spawnSync(command, args, {
    env: { PATH: process.env.PATH ?? '', TMPDIR: tempDir, REDIS_URL: '', NODE_ENV: 'production' },
    encoding: 'utf8'
  })
}

it.skipIf(asRoot && !hasSetpriv)(
  'a server user the build output refuses: no failed write, the page read back from the overlay',
  async () => {
    const distDir = path.join(dir, 'locked', '.next')
    const serverDistDir = path.join(distDir, 'server')
    await mkdir(serverDistDir, { recursive: true })
    await writeFile(path.join(distDir, 'BUILD_ID'), 'build-1')
    const tempDir = path.join(dir, 'tmp-locked')
    await mkdir(tempDir)
    if (asRoot) {
      // Root owns the build, so `nobody` may only read it; the temp folder is `nobody`'s.
      await chmod(dir, 0o755)
      await chown(tempDir, NOBODY, NOBODY)
    } else await chmod(serverDistDir, 0o555)
    const run = runAsServerUser(serverDistDir, tempDir)
    if (!asRoot) await chmod(serverDistDir, 0o755)
    expect(run.stderr).not.toMatch(/EACCES|Error/)
    expect(run.stdout.trim()).toBe('<p>regenerated</p>')
    expect(run.stderr.match(/not writable\): writing them to/g)).toHaveLength(1)
    expect(await readdir(serverDistDir)).toEqual([])
    expect(await files(tempDir)).toHaveLength(1)
  }
)
