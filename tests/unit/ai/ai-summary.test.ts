import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { aiSummaryOf } from '@/lib/ai/ai-summary'
import { chatCompletionsUrl } from '@/lib/ai/summary-request'
import { postProps } from '@/lib/pages/page-props'
import { buildSiteData } from '@/lib/content/site-data'
import type { SitePost } from '@/lib/content/site-types'
import { setLogSink } from '@/lib/log'
import { rt } from '@/scripts/lib/record-builders'
import { textBlock } from '@/scripts/lib/block-builder'
import { workspaceOf } from '@/tests/support/workspace'

/** A local stand-in for the owner's summary service: it answers as each test tells it to. */
interface Received {
  url: string
  auth: string | undefined
  body: Record<string, unknown>
}
let received: Received[] = []
let answer: (request: Received) => { status: number; body: unknown; delayMs?: number }
let server: Server
let base = ''

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = ''
    req.on('data', (chunk: Buffer) => (text += chunk.toString()))
    req.on('end', () => resolve(text))
  })

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const request = {
      url: req.url ?? '',
      auth: req.headers.authorization,
      body: JSON.parse(await readBody(req)) as Record<string, unknown>
    }
    received.push(request)
    const reply = answer(request)
    setTimeout(() => {
      if (res.destroyed) return
      res.writeHead(reply.status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(reply.body))
    }, reply.delayMs ?? 0)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => server.close())

let cacheDir = ''
let warnings: string[] = []
let restoreLog = () => {}
beforeEach(() => {
  received = []
  warnings = []
  cacheDir = mkdtempSync(path.join(tmpdir(), 'ai-summary-'))
  restoreLog = setLogSink((level, message) => {
    if (level === 'warn') warnings.push(message)
  })
})
afterEach(() => {
  restoreLog()
  rmSync(cacheDir, { recursive: true, force: true })
})

const LONG = Array.from({ length: 30 }, (_, i) => `word${i}`).join(' ')
const rows = () =>
  workspaceOf([
    { title: 'Open post', slug: 'open', blocks: [textBlock(rt(`Fog over the ridge. ${LONG}`))] },
    {
      title: 'Locked post',
      slug: 'locked',
      password: 'secret',
      blocks: [textBlock(rt('Private words never sent.'))]
    },
    { title: '雾', slug: 'cjk', blocks: [textBlock(rt('山上的雾很浓今天早上'))] }
  ])
const data = buildSiteData(rows(), { now: Date.UTC(2030, 0, 1) })
const post = (slug: string) => data.posts.find((p) => p.slug === slug) as SitePost

const config = (api: string, overrides: { AI_SUMMARY_WORD_LIMIT?: number } = {}) => ({
  AI_SUMMARY_API: api,
  AI_SUMMARY_KEY: 'sk-test',
  AI_SUMMARY_MODEL: 'small-model',
  AI_SUMMARY_CACHE_TIME: 1800,
  AI_SUMMARY_WORD_LIMIT: 1000,
  LANG: 'en-US' as const,
  ...overrides
})
const chatAnswer = (text: string) => ({
  status: 200,
  body: { choices: [{ message: { role: 'assistant', content: text } }] }
})

describe('the summary service protocols', () => {
  it('tells an OpenAI-compatible URL from a NotionNext-style one', () => {
    expect(chatCompletionsUrl('https://api.example.com/v1')).toBe(
      'https://api.example.com/v1/chat/completions'
    )
    expect(chatCompletionsUrl('https://x.example/v1/chat/completions/')).toBe(
      'https://x.example/v1/chat/completions'
    )
    expect(chatCompletionsUrl('https://x.example/api/summary')).toBeNull()
  })

  it('asks an OpenAI-compatible service with the key, the model and the text', async () => {
    answer = () => chatAnswer('  A walk above the fog.\n')
    const summary = await aiSummaryOf(post('open'), config(`${base}/v1`), { cacheDir })
    expect(summary).toBe('A walk above the fog.')
    expect(received).toHaveLength(1)
    expect(received[0]!.url).toBe('/v1/chat/completions')
    expect(received[0]!.auth).toBe('Bearer sk-test')
    expect(received[0]!.body.model).toBe('small-model')
    const messages = received[0]!.body.messages as { role: string; content: string }[]
    expect(messages[0]!.content).toContain('en-US')
    expect(messages[1]!.content).toContain('Fog over the ridge.')
  })

  it("speaks NotionNext's protocol to any other URL", async () => {
    answer = () => ({ status: 200, body: { summary: 'Fog, briefly.' } })
    const summary = await aiSummaryOf(post('open'), config(`${base}/summary`), { cacheDir })
    expect(summary).toBe('Fog, briefly.')
    expect(received[0]!.body).toEqual({ token: 'sk-test', content: expect.any(String) })
    expect(received[0]!.auth).toBeUndefined()
  })
})

describe('what is sent', () => {
  it('never sends a locked post', async () => {
    answer = () => chatAnswer('should not be asked')
    expect(await aiSummaryOf(post('locked'), config(`${base}/v1`), { cacheDir })).toBeNull()
    expect(received).toHaveLength(0)
  })

  it('sends at most AI_SUMMARY_WORD_LIMIT words (a CJK character is one)', async () => {
    answer = () => chatAnswer('ok')
    await aiSummaryOf(post('open'), config(`${base}/v1`, { AI_SUMMARY_WORD_LIMIT: 5 }), {
      cacheDir
    })
    await aiSummaryOf(post('cjk'), config(`${base}/v1`, { AI_SUMMARY_WORD_LIMIT: 4 }), {
      cacheDir
    })
    const sent = received.map((r) => (r.body.messages as { content: string }[])[1]!.content)
    expect(sent[0]).toBe('Open post\n\nFog over the ridge. word0')
    expect(sent[1]).toBe('雾\n\n山上的雾')
  })

  it('asks nothing when no service is configured', async () => {
    expect(await aiSummaryOf(post('open'), config(''), { cacheDir })).toBeNull()
    expect(received).toHaveLength(0)
  })
})

describe('a failing, slow or unreachable service', () => {
  it('a failure means no summary and a warning', async () => {
    answer = () => ({ status: 500, body: { error: 'down' } })
    expect(await aiSummaryOf(post('open'), config(`${base}/v1`), { cacheDir })).toBeNull()
    expect(warnings.join('\n')).toMatch(/AI summary of "Open post" skipped: .*500/)
  })

  it('a service slower than the timeout means no summary and a warning', async () => {
    answer = () => ({ ...chatAnswer('too late'), delayMs: 400 })
    const summary = await aiSummaryOf(post('open'), config(`${base}/v1`), {
      cacheDir,
      timeoutMs: 100
    })
    expect(summary).toBeNull()
    expect(warnings.join('\n')).toMatch(/no answer in time/)
  })

  it('a slow service within the timeout is waited for', async () => {
    answer = () => ({ ...chatAnswer('worth the wait'), delayMs: 100 })
    const summary = await aiSummaryOf(post('open'), config(`${base}/v1`), {
      cacheDir,
      timeoutMs: 2000
    })
    expect(summary).toBe('worth the wait')
  })

  it('an unreachable host means no summary and a warning', async () => {
    const summary = await aiSummaryOf(post('open'), config('http://127.0.0.1:9/v1'), { cacheDir })
    expect(summary).toBeNull()
    expect(warnings).toHaveLength(1)
  })

  it('an answer without a summary is no summary', async () => {
    answer = () => ({ status: 200, body: { choices: [] } })
    expect(await aiSummaryOf(post('open'), config(`${base}/v1`), { cacheDir })).toBeNull()
  })
})

describe('the cache', () => {
  it('reuses an answer for AI_SUMMARY_CACHE_TIME, then asks again; keeps it if that fails', async () => {
    let clock = 1_000_000
    const deps = { cacheDir, now: () => clock }
    answer = () => chatAnswer('first')
    expect(await aiSummaryOf(post('open'), config(`${base}/v1`), deps)).toBe('first')
    clock += 1799_000
    answer = () => chatAnswer('second')
    expect(await aiSummaryOf(post('open'), config(`${base}/v1`), deps)).toBe('first')
    expect(received).toHaveLength(1)
    clock += 2_000
    answer = () => ({ status: 503, body: {} })
    expect(await aiSummaryOf(post('open'), config(`${base}/v1`), deps)).toBe('first')
    answer = () => chatAnswer('second')
    expect(await aiSummaryOf(post('open'), config(`${base}/v1`), deps)).toBe('second')
    expect(received).toHaveLength(3)
  })

  it('asks once for a post rendered twice at the same time', async () => {
    answer = () => ({ ...chatAnswer('once'), delayMs: 50 })
    const both = await Promise.all([
      aiSummaryOf(post('open'), config(`${base}/v1`), { cacheDir }),
      aiSummaryOf(post('open'), config(`${base}/v1`), { cacheDir })
    ])
    expect(both).toEqual(['once', 'once'])
    expect(received).toHaveLength(1)
  })
})

describe('article props', () => {
  it('carry the summary of an open post, none for a locked one', async () => {
    answer = () => chatAnswer('Props summary.')
    const site = buildSiteData(rows(), {
      now: Date.UTC(2030, 0, 1),
      env: { AI_SUMMARY_API: `${base}/v1`, AI_SUMMARY_CACHE_TIME: '0' }
    })
    expect((await postProps(site, '/article/open'))?.post.aiSummary).toBe('Props summary.')
    expect((await postProps(site, '/article/locked'))?.post.aiSummary).toBeUndefined()
    expect(received.map((r) => JSON.stringify(r.body))).not.toContain('Private words')
    expect(JSON.stringify(await postProps(data, '/article/open'))).not.toContain('aiSummary')
  })
})
