import { useState } from 'react'
import { COPIED_FOR_MS } from '@/components/notion-renderer/code-figure-text'
import { useMessages } from '@/lib/i18n/use-messages'

/** Copies a code block's text; says so for a moment. */
export function CopyButton({ text }: { text: string }) {
  const t = useMessages()
  const [copied, setCopied] = useState(false)
  return (
    <button
      type="button"
      className="notion-code-copy-button"
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true)
          setTimeout(() => setCopied(false), COPIED_FOR_MS)
        })
      }}
    >
      {copied ? t.POST.CODE_COPIED : t.POST.COPY_CODE}
    </button>
  )
}
