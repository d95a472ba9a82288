import { useState, type FormEvent } from 'react'
import { withBasePath } from '@/lib/base-path'
import { NEWSLETTER_API_PATH } from '@/lib/integrations/newsletter'

export type SignUpState = 'idle' | 'sending' | 'pending' | 'subscribed' | 'invalid' | 'failed'

const ANSWERS = new Set<SignUpState>(['pending', 'subscribed', 'invalid'])

/**
 * Posts the form's address to the server's /api/subscribe as JSON (the route takes nothing
 * else) and reports how it went; a refusal (too many tries, busy) reads as failed.
 */
export function useNewsletterSubmit() {
  const [state, setState] = useState<SignUpState>('idle')
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = new FormData(event.currentTarget).get('EMAIL')
    setState('sending')
    try {
      const response = await fetch(withBasePath(NEWSLETTER_API_PATH), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email })
      })
      const answer = (await response.json().catch(() => ({}))) as { result?: SignUpState }
      setState(answer.result && ANSWERS.has(answer.result) ? answer.result : 'failed')
    } catch {
      setState('failed')
    }
  }
  return { state, onSubmit }
}
