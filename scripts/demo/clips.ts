/**
 * The demo's short films, made offline: a slow camera move over one of the demo's landscapes with
 * drifting light, drawn on a canvas in Chromium and recorded with MediaRecorder to WebM (VP9).
 * Recording runs in real time, so this is a separate step from `demo:generate`; its files are
 * committed under public/demo/video/. Usage: npm run demo:clips
 */
import { chromium } from '@playwright/test'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { assertChromium, CHROMIUM_ARGS, CHROMIUM_PATH } from '../lib/chromium'
import { landscapeSvg } from './art/landscape'
import { CLIP_DIR } from './art/render'
import { COVER_SCENES } from './art/scenes'
import { withDuration } from './webm-duration'

interface Clip {
  name: string
  scene: keyof typeof COVER_SCENES
  /** Start and end of the camera: centre (0-1 of the picture) and zoom. */
  from: [number, number, number]
  to: [number, number, number]
  title: string
}

export const CLIPS: Clip[] = [
  {
    name: 'morning',
    scene: 'before-the-fog-lifts',
    from: [0.3, 0.45, 1.05],
    to: [0.62, 0.55, 1.35],
    title: 'I · Morning'
  },
  {
    name: 'snow',
    scene: 'film-in-winter',
    from: [0.7, 0.5, 1.4],
    to: [0.4, 0.45, 1.08],
    title: 'II · Snow'
  },
  {
    name: 'night',
    scene: 'harbour-blue-hour',
    from: [0.35, 0.6, 1.1],
    to: [0.65, 0.62, 1.3],
    title: 'III · Night'
  }
]

const WIDTH = 640
const HEIGHT = 360
const SECONDS = 5

/** Runs in the page: draws the move, records it, resolves with the WebM as base64. */
function record(args: {
  svg: string
  clip: Clip
  width: number
  height: number
  seconds: number
}): Promise<string> {
  const { svg, clip, width, height, seconds } = args
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  document.body.append(canvas)
  const g = canvas.getContext('2d')!
  const picture = new Image()
  picture.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
  const ease = (t: number) => t * t * (3 - 2 * t)
  const lerp = (a: number, b: number, t: number) => a + (b - a) * t
  return picture.decode().then(
    () =>
      new Promise<string>((resolve, reject) => {
        const recorder = new MediaRecorder(canvas.captureStream(24), {
          mimeType: 'video/webm;codecs=vp9',
          videoBitsPerSecond: 700_000
        })
        const chunks: Blob[] = []
        recorder.ondataavailable = (e) => chunks.push(e.data)
        recorder.onerror = () => reject(new Error('recording failed'))
        recorder.onstop = () => {
          const reader = new FileReader()
          reader.onload = () => resolve(String(reader.result).split(',')[1] ?? '')
          reader.readAsDataURL(new Blob(chunks, { type: 'video/webm' }))
        }
        const start = performance.now()
        const frame = (now: number) => {
          const t = Math.min(1, (now - start) / (seconds * 1000))
          const k = ease(t)
          const [cx, cy, zoom] = clip.from.map((v, i) => lerp(v, clip.to[i]!, k)) as [
            number,
            number,
            number
          ]
          const scale = Math.max(width / picture.width, height / picture.height) * zoom
          const w = picture.width * scale
          const h = picture.height * scale
          const x = Math.min(0, Math.max(width - w, width / 2 - cx * w))
          const y = Math.min(0, Math.max(height - h, height / 2 - cy * h))
          g.drawImage(picture, x, y, w, h)
          const glow = g.createRadialGradient(
            width * lerp(0.2, 0.8, t),
            height * 0.3,
            0,
            width * lerp(0.2, 0.8, t),
            height * 0.3,
            width * 0.6
          )
          glow.addColorStop(0, 'rgba(255,244,214,0.28)')
          glow.addColorStop(1, 'rgba(255,244,214,0)')
          g.fillStyle = glow
          g.fillRect(0, 0, width, height)
          const titleAlpha = Math.max(0, 1 - Math.abs(t - 0.25) * 5)
          g.fillStyle = `rgba(255,255,255,${titleAlpha.toFixed(3)})`
          g.font = '600 34px Georgia, serif'
          g.textAlign = 'center'
          g.fillText(clip.title, width / 2, height * 0.55)
          if (t < 1) requestAnimationFrame(frame)
          else recorder.stop()
        }
        recorder.start(250)
        requestAnimationFrame(frame)
      })
  )
}

/** Record every clip into `publicDir`/demo/video. */
export async function renderClips(publicDir: string): Promise<string[]> {
  assertChromium()
  const dir = path.join(publicDir, CLIP_DIR)
  await mkdir(dir, { recursive: true })
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })
  const written: string[] = []
  try {
    const page = await browser.newPage()
    for (const clip of CLIPS) {
      await page.setContent('<body style="margin:0"></body>')
      // tsx compiles with keepNames, which wraps functions in a `__name` helper the page lacks.
      await page.evaluate('globalThis.__name = (f) => f')
      const svg = landscapeSvg(COVER_SCENES[clip.scene]!, clip.name)
      const webm = await page.evaluate(record, {
        svg,
        clip,
        width: WIDTH,
        height: HEIGHT,
        seconds: SECONDS
      })
      const file = path.join(dir, `${clip.name}.webm`)
      await writeFile(file, withDuration(Buffer.from(webm, 'base64'), SECONDS * 1000))
      written.push(file)
    }
  } finally {
    await browser.close()
  }
  return written
}

if (
  process.argv[1] &&
  path.resolve(process.argv[1]).endsWith(path.join('scripts', 'demo', 'clips.ts'))
)
  renderClips(path.resolve('public')).then(
    (files) => files.forEach((file) => console.log(file)),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    }
  )
