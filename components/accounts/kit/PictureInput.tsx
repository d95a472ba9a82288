import type { ChangeEvent } from 'react'
import { profileImageProblem } from '@/lib/accounts/profile-image'
import { useMessages } from '@/lib/i18n/use-messages'

export type Status = { text: string; error: boolean } | null

/**
 * The profile picture and its file input. A chosen file is checked here (type and size) and
 * only an accepted one goes to `upload`; a refused one is cleared with a message.
 */
export function PictureInput(props: {
  imageUrl: string
  upload: (file: File) => Promise<unknown>
  setStatus: (status: Status) => void
}) {
  const t = useMessages()
  const { setStatus } = props
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    const problem = profileImageProblem(file)
    if (problem) {
      input.value = ''
      const text =
        problem === 'TOO_LARGE' ? t.ACCOUNTS.IMAGE_TOO_LARGE : t.ACCOUNTS.IMAGE_WRONG_TYPE
      setStatus({ text, error: true })
      return
    }
    setStatus({ text: t.ACCOUNTS.UPLOADING, error: false })
    try {
      await props.upload(file)
      setStatus({ text: t.ACCOUNTS.SAVED, error: false })
    } catch {
      setStatus({ text: t.ACCOUNTS.SAVE_FAILED, error: true })
    }
  }
  return (
    <div className="flex items-center gap-4">
      {props.imageUrl && (
        // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
        <img
          src={props.imageUrl}
          alt=""
          width={64}
          height={64}
          className="h-16 w-16 rounded-full"
        />
      )}
      <label className="text-sm">
        {t.ACCOUNTS.PICTURE}
        <input
          type="file"
          accept="image/jpeg,image/png,image/gif,image/webp"
          onChange={choose}
          className="mt-1 block"
        />
        <span className="opacity-70">{t.ACCOUNTS.PICTURE_HINT}</span>
      </label>
    </div>
  )
}
