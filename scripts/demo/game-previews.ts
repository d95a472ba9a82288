/**
 * Preview clips of the demo games (the game theme plays them on a tile's hover): each game is
 * played by a script in Chromium while its frames are captured (DevTools screencast), then the
 * frames are replayed onto a canvas recorded with MediaRecorder (VP9 WebM). Committed under
 * public/demo/games/<name>/preview.webm. Usage: npm run demo:game-previews
 */
import { chromium, type Page } from '@playwright/test'
import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium'
import { withDuration } from './webm-duration'

const WIDTH = 480
const HEIGHT = 420
const SECONDS = 4

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A few seconds of play per game, like an arcade cabinet's attract mode. */
const PLAY: Record<string, (page: Page) => Promise<void>> = {
  pairs: async (page) => {
    const cards = page.locator('#grid button')
    for (const [a, b] of [
      [0, 5],
      [2, 3],
      [7, 1],
      [4, 6]
    ] as const) {
      await cards.nth(a).click()
      await cards.nth(b).click()
      await pause(450)
    }
  },
  fifteen: async (page) => {
    const buttons = page.locator('#board button')
    let previous = -1
    for (let round = 0; round < 12; round++) {
      const gap = await page
        .locator('#board button')
        .evaluateAll((all) => all.findIndex((b) => b.classList.contains('gap')))
      // A tile beside the gap (not the one just moved back), so every click slides one.
      const next = [gap - 4, gap + 4, gap % 4 ? gap - 1 : -1, gap % 4 === 3 ? -1 : gap + 1]
        .filter((i) => i >= 0 && i < 16 && i !== previous)
        .at(round % 2)
      if (next === undefined) break
      previous = gap
      await buttons.nth(next).click()
      await pause(260)
    }
  },
  reaction: async (page) => {
    for (let round = 0; round < 2; round++) {
      await page.locator('#panel').click()
      await page.waitForFunction(() => document.querySelector('#panel')?.className === 'go', null, {
        timeout: 4000
      })
      await pause(180)
      await page.locator('#panel').click()
      await pause(500)
    }
  }
}

interface Frame {
  data: string
  at: number
}

async function captureFrames(page: Page, play: () => Promise<void>): Promise<Frame[]> {
  const cdp = await page.context().newCDPSession(page)
  const frames: Frame[] = []
  cdp.on('Page.screencastFrame', (event) => {
    frames.push({ data: event.data, at: event.metadata.timestamp ?? Date.now() / 1000 })
    void cdp.send('Page.screencastFrameAck', { sessionId: event.sessionId })
  })
  await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 80 })
  const started = Date.now()
  await play().catch((error: unknown) => console.warn(`play stopped early: ${String(error)}`))
  const left = SECONDS * 1000 - (Date.now() - started)
  if (left > 0) await pause(left)
  await cdp.send('Page.stopScreencast')
  return frames
}

/** Runs in the page: shows each frame at its time on a canvas that is being recorded. */
function encode(args: { frames: Frame[]; width: number; height: number; seconds: number }) {
  const { frames, width, height, seconds } = args
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  const g = canvas.getContext('2d')!
  const first = frames[0]?.at ?? 0
  const images = frames.map((f) => {
    const image = new Image()
    image.src = `data:image/jpeg;base64,${f.data}`
    return { image, at: (f.at - first) * 1000 }
  })
  return Promise.all(images.map((i) => i.image.decode())).then(
    () =>
      new Promise<string>((resolve) => {
        const recorder = new MediaRecorder(canvas.captureStream(24), {
          mimeType: 'video/webm;codecs=vp9',
          videoBitsPerSecond: 400_000
        })
        const chunks: Blob[] = []
        recorder.ondataavailable = (e) => chunks.push(e.data)
        recorder.onstop = () => {
          const reader = new FileReader()
          reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '')
          reader.readAsDataURL(new Blob(chunks, { type: 'video/webm' }))
        }
        const start = performance.now()
        const tick = (now: number) => {
          const t = now - start
          const shown = images.filter((i) => i.at <= t).pop() ?? images[0]
          if (shown) g.drawImage(shown.image, 0, 0, width, height)
          if (t < seconds * 1000) requestAnimationFrame(tick)
          else recorder.stop()
        }
        recorder.start(250)
        requestAnimationFrame(tick)
      })
  )
}

export async function renderGamePreviews(publicDir: string): Promise<string[]> {
  assertChromium()
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--allow-file-access-from-files']
  })
  const written: string[] = []
  try {
    for (const [name, play] of Object.entries(PLAY)) {
      const dir = path.join(publicDir, 'demo', 'games', name)
      const game = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } })
      await game.goto(`file://${path.join(dir, 'index.html')}`)
      const frames = await captureFrames(game, () => play(game))
      await game.close()
      const encoder = await browser.newPage()
      // tsx compiles with keepNames, which wraps functions in a `__name` helper the page lacks.
      await encoder.evaluate('globalThis.__name = (f) => f')
      const webm = await encoder.evaluate(encode, {
        frames,
        width: WIDTH,
        height: HEIGHT,
        seconds: SECONDS
      })
      await encoder.close()
      const file = path.join(dir, 'preview.webm')
      await writeFile(file, withDuration(Buffer.from(webm, 'base64'), SECONDS * 1000))
      written.push(`${file} (${frames.length} frames)`)
    }
  } finally {
    await browser.close()
  }
  return written
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]).endsWith(path.join('scripts', 'demo', 'game-previews.ts'))
)
  renderGamePreviews(path.resolve('public')).then(
    (files) => files.forEach((file) => console.log(file)),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    }
  )
