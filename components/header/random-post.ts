/** A random href among `hrefs` other than `current`; null when there is none to go to. */
export function pickRandomHref(
  hrefs: readonly string[],
  current: string,
  random: () => number = Math.random
): string | null {
  const others = hrefs.filter((href) => href !== current)
  if (!others.length) return null
  return others[Math.min(others.length - 1, Math.floor(random() * others.length))] ?? null
}
