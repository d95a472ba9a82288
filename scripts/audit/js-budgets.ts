/**
 * JavaScript budgets per page type, in KiB of script transfer as Chromium receives it: what the
 * audit (and scripts/bench/js-weight.ts) holds plog, the reference theme, to; every other theme
 * may go up to ABOVE_PLOG_KIB above plog's page of the same type. The bare Next.js app ships 116.
 */
export const JS_BUDGET_KIB: Readonly<Record<string, number>> = {
  home: 150,
  list: 150,
  archive: 150,
  search: 150,
  'text article': 165,
  'code + maths': 190,
  database: 190
}

/** How far above plog, the reference theme, another theme may go on the same page type. */
export const ABOVE_PLOG_KIB = 20

export interface JsFigure {
  theme: string
  page: string
  /** Bytes. */
  jsTransfer: number
}

/**
 * One line per page over its limit; empty when all fit. plog's limit is its page type's budget;
 * another theme's is plog's figure for that page type plus ABOVE_PLOG_KIB, or, when plog is not
 * among the rows (one theme measured alone), the budget plus ABOVE_PLOG_KIB.
 */
export function overBudget(rows: readonly JsFigure[]): string[] {
  const kib = (bytes: number) => bytes / 1024
  const plog = new Map(rows.filter((r) => r.theme === 'plog').map((r) => [r.page, r.jsTransfer]))
  const lines: string[] = []
  for (const row of rows) {
    const budget = JS_BUDGET_KIB[row.page]
    const js = kib(row.jsTransfer)
    const reference = plog.get(row.page)
    if (row.theme === 'plog') {
      if (budget !== undefined && js > budget)
        lines.push(`plog ${row.page}: ${js.toFixed(1)} KiB of JavaScript, budget ${budget}`)
    } else if (reference !== undefined) {
      if (js > kib(reference) + ABOVE_PLOG_KIB)
        lines.push(
          `${row.theme} ${row.page}: ${js.toFixed(1)} KiB, more than ${ABOVE_PLOG_KIB} above plog's ${kib(reference).toFixed(1)}`
        )
    } else if (budget !== undefined && js > budget + ABOVE_PLOG_KIB)
      lines.push(
        `${row.theme} ${row.page}: ${js.toFixed(1)} KiB, more than ${ABOVE_PLOG_KIB} above plog's budget ${budget}`
      )
  }
  return lines
}
