import { highlight } from '@/lib/search/highlight'

/** `text` with the matches of `query` as red, dashed-underlined spans. */
export function Highlight({ text, query }: { text: string; query: string }) {
  return <>{highlight(text, query)}</>
}
