import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startPlan } from '@/lib/build/start-plan'

/* `npm start`: the standalone server of the last build when it made one, else `next start`. */

let root: string

async function build(distDir: string, options: { standalone?: string } = {}) {
  await mkdir(path.join(root, distDir), { recursive: true })
  await writeFile(path.join(root, distDir, 'BUILD_ID'), 'build-2')
  if (options.standalone === undefined) return
  const inner = path.join(root, distDir, 'standalone', distDir)
  await mkdir(inner, { recursive: true })
  await writeFile(path.join(root, distDir, 'standalone', 'server.js'), '')
  await writeFile(path.join(inner, 'BUILD_ID'), options.standalone)
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'start-plan-'))
  await build('.next', { standalone: 'build-2' })
  await build('.next-plain')
  await build('.next-old', { standalone: 'build-1' })
})
afterAll(() => rm(root, { recursive: true, force: true }))

it('runs the standalone server of a standalone build, in NEXT_DIST_DIR too, with -p and -H', () => {
  expect(startPlan([], {}, root)).toEqual({
    kind: 'standalone',
    serverJs: path.join(root, '.next', 'standalone', 'server.js'),
    env: { NEXT_DIST_DIR: '.next' },
    ignored: []
  })
  expect(
    startPlan(['-p', '8080', '--hostname=127.0.0.1', '--keepAliveTimeout', '5'], {}, root)
  ).toMatchObject({
    kind: 'standalone',
    env: { NEXT_DIST_DIR: '.next', PORT: '8080', HOSTNAME: '127.0.0.1' },
    ignored: ['--keepAliveTimeout', '5']
  })
  expect(startPlan([], { NEXT_DIST_DIR: path.join(root, '.next') }, root)).toMatchObject({
    kind: 'standalone',
    env: { NEXT_DIST_DIR: '.next' }
  })
})

it('falls back to next start without a standalone server of this build', () => {
  const args = ['-p', '8080']
  expect(startPlan(args, { NEXT_DIST_DIR: '.next-plain' }, root)).toEqual({
    kind: 'next',
    args,
    env: { STANDALONE: 'false' }
  })
  expect(startPlan(args, { NEXT_DIST_DIR: '.next-old' }, root)).toEqual({
    kind: 'next',
    args,
    env: { STANDALONE: 'false' }
  })
  expect(startPlan(args, { NEXT_DIST_DIR: '.next-missing' }, root)).toEqual({
    kind: 'next',
    args,
    env: { STANDALONE: 'false' }
  })
})
