import dynamic from 'next/dynamic'
import { createContext, useCallback, useContext, useMemo, useRef, useState } from 'react'
import type { ReactNode } from 'react'
import type { PostSummary } from '@/lib/content/types'

interface LightboxState {
  /** A card says it is shown at `index`; the returned function forgets it. */
  register: (index: number, post: PostSummary) => () => void
  open: (index: number) => void
}

// Drawn only once a card is opened: its chunk loads on that first click, never with the page.
const Lightbox = dynamic(
  () => import('@/themes/plog/components/Lightbox').then((m) => m.Lightbox),
  { ssr: false }
)

const LightboxContext = createContext<LightboxState | null>(null)

/**
 * The lightbox's state: the cards on screen register by position, so the
 * arrows walk the list shown, pages loaded by the scroll mode included.
 */
export function LightboxProvider({ children }: { children: ReactNode }) {
  const cards = useRef(new Map<number, PostSummary>())
  // The list is taken when the lightbox opens; the arrows walk that snapshot.
  const [shown, setShown] = useState<{ posts: PostSummary[]; at: number } | null>(null)
  const register = useCallback((index: number, post: PostSummary) => {
    cards.current.set(index, post)
    return () => {
      if (cards.current.get(index) === post) cards.current.delete(index)
    }
  }, [])
  const open = useCallback((index: number) => {
    const entries = [...cards.current].sort(([a], [b]) => a - b)
    const at = entries.findIndex(([i]) => i === index)
    if (at >= 0) setShown({ posts: entries.map(([, post]) => post), at })
  }, [])
  const value = useMemo(() => ({ register, open }), [register, open])
  const close = useCallback(() => setShown(null), [])
  const step = (by: number) =>
    setShown((s) => s && { ...s, at: (s.at + by + s.posts.length) % s.posts.length })
  const post = shown?.posts[shown.at]
  return (
    <LightboxContext.Provider value={value}>
      {children}
      {post && (
        <Lightbox
          post={post}
          onClose={close}
          onPrev={() => step(-1)}
          onNext={() => step(1)}
          canStep={(shown?.posts.length ?? 0) > 1}
        />
      )}
    </LightboxContext.Provider>
  )
}

/** The lightbox of the nearest provider; null outside one (then cards are plain links). */
export const useLightbox = () => useContext(LightboxContext)
