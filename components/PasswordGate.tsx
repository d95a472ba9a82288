import dynamic from 'next/dynamic'
import type { ReactNode } from 'react'
import type { Post } from '@/lib/content/types'
import type { PreparedBlocks } from '@/lib/body/types'
import { trackLoad } from '@/components/lazy-loads'

/** A post whose body can be rendered: an unlocked one, or a locked one opened. */
export type OpenPost = Post & { body: PreparedBlocks }

export interface PasswordGateProps {
  post: Post
  /** What to show once the post is readable: at once when unlocked, after the password if locked. */
  children: (post: OpenPost) => ReactNode
}

// The lock screen and the WebCrypto opening: a chunk of their own, loaded (and preloaded before
// hydration) only by pages that render a locked post. themes/registry.ts imports this module so
// that the part is in the page's loadable manifest.
const LockedGate = dynamic<PasswordGateProps>(() =>
  trackLoad(import('@/components/LockedGate').then((m) => m.LockedGate))
)

/** Unlocked posts pass straight through; a locked one shows its lock screen (LockedGate). */
export function PasswordGate({ post, children }: PasswordGateProps) {
  if (post.body) return children({ ...post, body: post.body })
  return <LockedGate post={post}>{children}</LockedGate>
}
