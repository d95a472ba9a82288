/** Block generators of the benchmark workspace's bodies. */
import { bullet, code, equation, image, numbered, table } from '../lib/blocks'
import { inlineDatabase } from '../lib/inline-database'
import { bold, code as mono, inlineEquation, link, rt } from '../lib/record-builders'
import type { Random } from './bench-random'
import { CODE_SAMPLES, EQUATIONS } from './bench-text'

export type Say = (words: number) => string

export function prose(random: Random, say: Say) {
  const parts: (string | ReturnType<typeof bold>)[] = [say(8 + random.int(50)), ' ']
  const mark = random.int(6)
  if (mark === 0) parts.push(bold(say(2)))
  if (mark === 1) parts.push(link(say(2), `https://example.com/${random.int(1000)}`))
  if (mark === 2) parts.push(mono('npm run build'))
  if (mark === 3) parts.push(inlineEquation('e^{i\\pi}+1=0'))
  return rt(...parts, ' ', say(5 + random.int(20)))
}

export const list = (random: Random, say: Say) =>
  Array.from({ length: 2 + random.int(5) }, (_, k) =>
    k % 2 ? numbered(say(6 + random.int(10))) : bullet(say(6 + random.int(10)))
  )

/** A Notion upload: signed by getSignedFileUrls, served through Notion's image proxy. */
export const uploaded = (i: number, s: number, random: Random, say: Say) =>
  image(`attachment:${i.toString(16).padStart(8, '0')}-${s}:photo-${s}.jpg`, {
    caption: say(6),
    aspect: random.pick([0.5625, 0.75, 1, 1.333])
  })

export const codeAndMath = (random: Random) => {
  const [language, source] = random.pick(CODE_SAMPLES)
  return random.int(2) ? code(language, source) : equation(random.pick(EQUATIONS))
}

export function dataTable(random: Random, say: Say) {
  const width = 2 + random.int(4)
  return table(
    Array.from({ length: 3 + random.int(8) }, () =>
      Array.from({ length: width }, () => say(1 + random.int(3)))
    )
  )
}

export const database = (i: number, random: Random, say: Say, time: number) =>
  inlineDatabase({
    key: `bench/db/${i}`,
    title: say(3),
    columns: [
      { name: 'Status', type: 'select' },
      { name: 'Notes', type: 'text' }
    ],
    views: [
      { type: 'table', name: 'Table' },
      { type: 'board', name: 'Board', groupBy: 'Status' }
    ],
    rows: Array.from({ length: 4 + random.int(8) }, () => ({
      title: say(3),
      cells: { Status: random.pick(['Todo', 'Doing', 'Done']), Notes: say(6) }
    })),
    time
  })
