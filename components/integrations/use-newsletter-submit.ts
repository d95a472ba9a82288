import { useState, type FormEvent } from 'react'

export type SignUpState = 'idle' | 'sending' | 'subscribed' | 'invalid' | 'failed'

/** Posts the form's address to the server's /api/subscribe and reports how it went. */
export function useNewsletterSubmit() {
  const [state, setState] = useState<SignUpState>('idle')
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const email = new FormData(event.currentTarget).get('EMAIL')
    setState('sending')
    try {
      const response = await fetch('/api/subscribe', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email })
      })
      const answer = (await response.json().catch(() => ({}))) as { result?: SignUpState }
      setState(
        answer.result === 'subscribed' || answer.result === 'invalid' ? answer.result : 'failed'
      )
    } catch {
      setState('failed')
    }
  }
  return { state, onSubmit }
}
