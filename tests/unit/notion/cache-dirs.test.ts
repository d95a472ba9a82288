import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { overlayDirOf } from '@/lib/notion/cache-dirs'

/*
 * Where a server keeps its refreshed Notion pages when NOTION_CACHE_DIR is unset: its own folder
 * of the temp directory, never another server's.
 */

let dir: string
const temp = () => path.join(dir, 'tmp')

const unset = { NOTION_CACHE_DIR: '' }
/** A server's environment: its workspace, on Notion or on a mock of it. */
const env = (apiBaseUrl = 'http://127.0.0.1:4000') => ({
  NOTION_PAGE_ID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  NOTION_API_BASE_URL: apiBaseUrl,
  NOTION_TOKEN_V2: 'secret'
})

async function build(name: string, buildId: string) {
  const distDir = path.join(dir, name, '.next')
  await mkdir(distDir, { recursive: true })
  await writeFile(path.join(distDir, 'BUILD_ID'), buildId)
  return distDir
}

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'cache-dirs-'))
})
afterAll(() => rm(dir, { recursive: true, force: true }))

it('is a folder of the temp directory named after the build', async () => {
  const distDir = await build('site', 'build-1')
  expect(overlayDirOf(unset, distDir, env(), temp())).toMatch(
    new RegExp(`^${temp()}/notionpress-[0-9a-f]{16}/notion$`)
  )
})

it('differs between two sites, two builds of one folder and two workspaces of one build', async () => {
  const one = await build('one', 'build-1')
  const two = await build('two', 'build-1')
  const folders: string[] = [
    overlayDirOf(unset, one, env(), temp()),
    overlayDirOf(unset, two, env(), temp()),
    overlayDirOf(unset, one, env('http://127.0.0.1:4001'), temp())
  ]
  await writeFile(path.join(one, 'BUILD_ID'), 'build-2')
  folders.push(overlayDirOf(unset, one, env(), temp()))
  expect(new Set(folders).size).toBe(4)
})

it('is found again by the same server after a restart, from a relative dist dir too', async () => {
  const distDir = await build('restarted', 'build-7')
  const before = overlayDirOf(unset, distDir, env(), temp())
  // A token is not part of the name: a new one is the same server.
  expect(overlayDirOf(unset, distDir, { ...env(), NOTION_TOKEN_V2: 'rotated' }, temp())).toBe(
    before
  )
  const relative = path.relative(process.cwd(), distDir)
  expect(overlayDirOf({ ...unset }, relative, env(), temp())).toBe(before)
})

it('is NOTION_CACHE_DIR when set, resolved', () => {
  expect(overlayDirOf({ NOTION_CACHE_DIR: 'var/notion' }, dir, env(), temp())).toBe(
    path.resolve('var/notion')
  )
})
