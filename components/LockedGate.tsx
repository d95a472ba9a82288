import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import type { EncryptedBody, Post, UnlockedBody } from '@/lib/content/types'
import { useMessages } from '@/lib/i18n/use-messages'
import { subtleCrypto } from '@/lib/lock/lock-crypto'
import { openSealed, openWithKey } from '@/lib/lock/open'
import { takePasswordParam } from '@/lib/lock/password-param'
import { rememberedKey, rememberKey } from '@/lib/lock/remembered-keys'
import { useSlots } from '@/components/theme/theme-context'
import { LockScreen } from '@/components/LockScreen'
import type { OpenPost, PasswordGateProps } from '@/components/PasswordGate'

const noChange = () => () => {}

type Opened = { sealed: EncryptedBody; content: UnlockedBody }

const openPost = (post: Post, { body, wordCount, readTime }: UnlockedBody): OpenPost => ({
  ...post,
  body,
  toc: body.toc,
  wordCount,
  readTime
})

async function tryPassword(sealed: EncryptedBody, password: string) {
  const result = await openSealed<UnlockedBody>(sealed, password)
  if (!result.ok) return null
  await rememberKey(sealed.salt, result.key)
  return result.value
}

async function reopen(sealed: EncryptedBody, fromUrl: string | null) {
  if (!subtleCrypto()) return null
  const key = await rememberedKey(sealed.salt)
  const result = key ? await openWithKey<UnlockedBody>(sealed, key) : null
  if (result?.ok) return result.value
  return fromUrl === null ? null : tryPassword(sealed, fromUrl)
}

/**
 * Shows a locked post's lock screen (the theme's `LockScreen` slot, else the shared one) and
 * renders the post once its password opens the sealed body, in the browser with WebCrypto: no
 * server involved, so a static export unlocks the same way.
 */
export function LockedGate({ post, children }: PasswordGateProps) {
  const t = useMessages()
  const Screen = useSlots().LockScreen ?? LockScreen
  const sealed = post.encrypted
  const [opened, setOpened] = useState<Opened | null>(null)
  // The server renders the lock screen; a browser without WebCrypto switches to the notice.
  const available = useSyncExternalStore(
    noChange,
    () => subtleCrypto() !== null,
    () => true
  )

  const unlock = useCallback(
    async (password: string) => {
      const content = sealed && (await tryPassword(sealed, password))
      if (content) setOpened({ sealed, content })
      return Boolean(content)
    },
    [sealed]
  )

  // Reopen a post unlocked earlier in this page's lifetime, or one linked with #password=.
  useEffect(() => {
    if (!sealed) return
    const fromUrl = takePasswordParam()
    let current = true
    void reopen(sealed, fromUrl).then((content) => {
      if (current && content) setOpened({ sealed, content })
    })
    return () => {
      current = false
    }
  }, [sealed])

  // Props of another post (a client-side navigation between two locked posts) start locked.
  if (sealed && opened?.sealed === sealed) return children(openPost(post, opened.content))
  if (!sealed) return null
  if (!available)
    return (
      <p role="alert" className="rounded border border-neutral-200 p-6 text-center">
        🔒 {t.POST.LOCK_UNAVAILABLE}
      </p>
    )
  return <Screen post={post} unlock={unlock} />
}
