/**
 * `.env` files: reading NotionNext's (names and values, nothing expanded or run) and writing
 * NotionPress's, quoted so that Next.js's loader (dotenv, then dotenv-expand) reads back the
 * exact text.
 */

/** `NAME=value` lines of a .env file, in order; comments, blanks and `export ` skipped. */
export function parseEnvFile(text: string): { name: string; value: string; line: number }[] {
  const entries: { name: string; value: string; line: number }[] = []
  text.split(/\r?\n/).forEach((raw, index) => {
    const match = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_.]*)\s*=\s*(.*)$/.exec(raw)
    if (!match) return
    const [, name = '', rest = ''] = match
    entries.push({ name, value: unquote(rest), line: index + 1 })
  })
  return entries
}

function unquote(rest: string): string {
  const quote = rest[0]
  if (quote === '"' || quote === "'" || quote === '`') {
    const end = rest.indexOf(quote, 1)
    const inner = end === -1 ? rest.slice(1) : rest.slice(1, end)
    return quote === '"' ? inner.replace(/\\n/g, '\n').replace(/\\r/g, '\r') : inner
  }
  return rest.replace(/\s+#.*$/, '').trim()
}

/** A value as a .env line's right side: `$` escaped (dotenv-expand), quoted when needed. */
export function formatEnvValue(value: string): string {
  const text = value.replace(/\$/g, '\\$')
  if (/^[\w@%+=:,./-]*$/.test(text)) return text
  if (text.includes('\n') || text.includes('\r')) {
    if (!text.includes('"')) return `"${text.replace(/\r/g, '\\r').replace(/\n/g, '\\n')}"`
    return `\`${text}\``
  }
  if (!text.includes("'")) return `'${text}'`
  if (!text.includes('"')) return `"${text}"`
  return `\`${text}\``
}
