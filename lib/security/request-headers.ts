/** Request headers as Node gives them: lower-case names, a list for repeated ones. */
export type HeaderBag = Readonly<Record<string, string | readonly string[] | undefined>>

/** A header's value, the first when repeated; '' when absent. */
export function headerOf(headers: HeaderBag, name: string): string {
  const value = headers[name.toLowerCase()]
  return (typeof value === 'string' ? value : (value?.[0] ?? '')).trim()
}
