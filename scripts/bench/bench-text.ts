/** Filler text for the benchmark workspace: Latin and CJK words, code samples, equations. */
import type { Random } from './bench-random'

const WORDS = (
  'light weather film edge city morning harbour ridge fog lake shutter grain silver print ' +
  'developer fixer negative scan lens aperture focus frame window street coast winter summer ' +
  'river mountain desert salt moon cloud blue hour golden shadow contrast tone paper darkroom ' +
  'build cache server static export request page render theme notion database block table ' +
  'query index search latency memory bundle script style layout column image caption code ' +
  'the a of and to in is that it for on with as was at by this from or an be are which but ' +
  'walked waited measured carried printed developed scanned wrote read found kept lost made'
).split(' ')

const CJK = (
  '光线 天气 胶片 城市 清晨 港口 山脊 雾 湖 快门 颗粒 银盐 冲洗 定影 底片 扫描 镜头 光圈 对焦 ' +
  '窗 街道 海岸 冬天 夏天 河流 山 沙漠 月亮 云 蓝调 时刻 阴影 对比 纸 暗房 我们 走过 等待 记录'
).split(' ')

export function sentence(random: Random, words: number): string {
  const out = Array.from({ length: Math.max(1, words) }, () => random.pick(WORDS))
  const text = out.join(' ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`
}

export function cjkSentence(random: Random, words: number): string {
  return `${Array.from({ length: Math.max(1, words) }, () => random.pick(CJK)).join('')}。`
}

export const CODE_SAMPLES: readonly (readonly [string, string])[] = [
  [
    'TypeScript',
    'export async function mapLimit<T>(items: T[], limit: number, fn: (item: T) => Promise<void>) {\n  const queue = [...items]\n  const workers = Array.from({ length: limit }, async () => {\n    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await fn(item)\n  })\n  await Promise.all(workers)\n}'
  ],
  [
    'Python',
    'def develop(minutes: float, temperature: float) -> float:\n    """Adjust development time for temperature (rule of thumb)."""\n    return minutes * 1.1 ** (20 - temperature)\n\nprint(develop(9.5, 22))'
  ],
  [
    'Bash',
    'npm run build\nNOTION_PAGE_ID=abc npm run prefetch\ncurl -s http://localhost:3000/ | wc -c'
  ],
  [
    'Rust',
    'fn exposure(aperture: f64, shutter: f64) -> f64 {\n    (aperture * aperture / shutter).log2()\n}\n\nfn main() {\n    println!("EV {}", exposure(8.0, 1.0 / 125.0));\n}'
  ],
  [
    'SQL',
    "SELECT slug, count(*) AS views\nFROM hits\nWHERE day > now() - interval '7 days'\nGROUP BY slug\nORDER BY views DESC\nLIMIT 10;"
  ]
]

export const EQUATIONS = [
  'EV = \\log_2 \\frac{N^2}{t}',
  '\\int_0^\\infty e^{-x^2}\\,dx = \\frac{\\sqrt{\\pi}}{2}',
  'D = \\log_{10} \\frac{1}{T}',
  '\\sum_{k=1}^{n} k = \\frac{n(n+1)}{2}',
  'f(x) = \\frac{1}{\\sigma\\sqrt{2\\pi}} e^{-\\frac{(x-\\mu)^2}{2\\sigma^2}}'
]
