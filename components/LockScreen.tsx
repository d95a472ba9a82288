import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useMessages } from '@/lib/i18n/use-messages'
import type { LockScreenProps } from '@/lib/theme/types'

/**
 * The default lock screen (the `LockScreen` slot): a password form, focused on load, submitted by
 * the button or Enter; a wrong password shakes the form and says so. The field is uncontrolled:
 * what a visitor types before the page hydrates stays in it (hydration would reset a controlled
 * field to its state).
 */
export function LockScreen({ post, unlock }: LockScreenProps) {
  const t = useMessages()
  const input = useRef<HTMLInputElement>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState(false)
  const [shaking, setShaking] = useState(false)

  // Also after a client-side navigation, where the autofocus attribute is not honoured.
  useEffect(() => input.current?.focus(), [])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const password = input.current?.value ?? ''
    if (busy || !password) return
    setBusy(true)
    const opened = await unlock(password)
    setBusy(false)
    if (opened) return
    setError(true)
    setShaking(true)
    input.current?.select()
  }

  return (
    <form
      onSubmit={submit}
      onAnimationEnd={() => setShaking(false)}
      data-testid="lock-screen"
      className={`mx-auto max-w-md rounded border border-neutral-200 p-6 text-center dark:border-neutral-700 ${shaking ? 'animate-shake motion-reduce:animate-none' : ''}`}
    >
      <p className="mb-4">🔒 {t.POST.LOCKED}</p>
      {post.summary && <p className="mb-4 text-sm text-muted">{post.summary}</p>}
      <div className="flex gap-2">
        <label htmlFor="post-password" className="sr-only">
          {t.POST.PASSWORD}
        </label>
        <input
          ref={input}
          id="post-password"
          type="password"
          autoComplete="current-password"
          autoFocus
          placeholder={t.POST.PASSWORD}
          aria-invalid={error}
          aria-describedby={error ? 'post-password-error' : undefined}
          className="min-w-0 flex-1 rounded border border-neutral-300 bg-transparent px-3 py-2 dark:border-neutral-600"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded bg-neutral-900 px-4 py-2 text-white disabled:opacity-60 dark:bg-neutral-100 dark:text-neutral-900"
        >
          {t.POST.UNLOCK}
        </button>
      </div>
      {error && (
        <p id="post-password-error" role="alert" className="mt-3 text-sm text-red-600">
          {t.POST.PASSWORD_ERROR}
        </p>
      )}
    </form>
  )
}
