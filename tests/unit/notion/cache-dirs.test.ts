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

const settings = (apiBaseUrl = 'http://127.0.0.1:4000') => ({
  NOTION_CACHE_DIR: '',
  NOTION_PAGE_ID: 'a1b2c3d4e5f60718293a4b5c6d7e8f90',
  NOTION_API_BASE_URL: apiBaseUrl,
  NOTION_SNAPSHOT_DIR: '',
  NOTION_SOURCE: 'private' as const
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
  expect(overlayDirOf(settings(), distDir, temp())).toMatch(
    new RegExp(`^${temp()}/notionpress-[0-9a-f]{16}/notion$`)
  )
})

it('differs between two sites, two builds of one folder and two workspaces of one build', async () => {
  const one = await build('one', 'build-1')
  const two = await build('two', 'build-1')
  const folders = [
    overlayDirOf(settings(), one, temp()),
    overlayDirOf(settings(), two, temp()),
    overlayDirOf(settings('http://127.0.0.1:4001'), one, temp())
  ]
  await writeFile(path.join(one, 'BUILD_ID'), 'build-2')
  folders.push(overlayDirOf(settings(), one, temp()))
  expect(new Set(folders).size).toBe(4)
})

it('is found again by the same server after a restart, from a relative dist dir too', async () => {
  const distDir = await build('restarted', 'build-7')
  const before = overlayDirOf(settings(), distDir, temp())
  const relative = path.relative(process.cwd(), distDir)
  expect(overlayDirOf({ ...settings() }, relative, temp())).toBe(before)
})

it('is NOTION_CACHE_DIR when set, resolved', () => {
  expect(overlayDirOf({ ...settings(), NOTION_CACHE_DIR: 'var/notion' }, dir, temp())).toBe(
    path.resolve('var/notion')
  )
})
