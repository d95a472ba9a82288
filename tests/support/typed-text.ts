import { expect, type Locator } from '@playwright/test'

/**
 * Watches a typed-text element (components/TypedText) until its letters have both gone (a word
 * deleted) and come (a word typed), and checks that every state seen was the start of one of
 * `words`. Nothing depends on the instant the watch begins: a busy machine may start it at any
 * point of the loop.
 */
export async function expectTyping(typed: Locator, words: readonly string[]): Promise<void> {
  const seen: string[] = []
  const changed = (grew: boolean) =>
    seen.some((text, i) => i > 0 && text.length > seen[i - 1]!.length === grew)
  await expect
    .poll(
      async () => {
        const text = (await typed.textContent()) ?? ''
        if (seen.at(-1) !== text) seen.push(text)
        return changed(true) && changed(false)
      },
      { timeout: 15_000, intervals: [100] }
    )
    .toBe(true)
  expect(seen.filter((text) => !words.some((word) => word.startsWith(text)))).toEqual([])
}
