import { useCallback, useState } from 'react'

/**
 * Which folders are open: the current post's folder whenever it changes, else the visitor's
 * toggles; with `exclusive` opening one shuts the others.
 */
export function useOpenFolders(currentKey: string | null, exclusive: boolean) {
  const [open, setOpen] = useState<ReadonlySet<string>>(
    () => new Set(currentKey ? [currentKey] : [])
  )
  const [shownFor, setShownFor] = useState(currentKey)
  if (shownFor !== currentKey) {
    setShownFor(currentKey)
    if (currentKey && !open.has(currentKey))
      setOpen(exclusive ? new Set([currentKey]) : new Set([...open, currentKey]))
  }
  const toggle = useCallback(
    (key: string, force?: boolean) =>
      setOpen((was) => {
        const opening = force ?? !was.has(key)
        if (!opening) return new Set([...was].filter((k) => k !== key))
        if (was.has(key)) return was
        return exclusive ? new Set([key]) : new Set([...was, key])
      }),
    [exclusive]
  )
  return { open, toggle }
}
