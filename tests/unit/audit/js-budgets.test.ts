import { describe, expect, it } from 'vitest'
import { overBudget } from '@/scripts/audit/js-budgets'

const KIB = 1024

describe('JavaScript budgets', () => {
  it('passes plog within its budgets and other themes within 20 KiB of plog', () => {
    expect(
      overBudget([
        { theme: 'plog', page: 'home', jsTransfer: 140 * KIB },
        { theme: 'hexo', page: 'home', jsTransfer: 160 * KIB },
        { theme: 'plog', page: 'database', jsTransfer: 190 * KIB }
      ])
    ).toEqual([])
  })

  it('holds a theme measured without plog to 20 KiB above plog’s budget', () => {
    expect(
      overBudget([
        { theme: 'heo', page: 'home', jsTransfer: 170 * KIB },
        { theme: 'heo', page: 'list', jsTransfer: 171 * KIB }
      ])
    ).toEqual(["heo list: 171.0 KiB, more than 20 above plog's budget 150"])
  })

  it('reports a page over its budget and a theme more than 20 KiB above plog', () => {
    expect(
      overBudget([
        { theme: 'plog', page: 'text article', jsTransfer: 120 * KIB },
        { theme: 'heo', page: 'text article', jsTransfer: 141 * KIB },
        { theme: 'plog', page: 'search', jsTransfer: 151 * KIB }
      ])
    ).toEqual([
      "heo text article: 141.0 KiB, more than 20 above plog's 120.0",
      'plog search: 151.0 KiB of JavaScript, budget 150'
    ])
  })
})
