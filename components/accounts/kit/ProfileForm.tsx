import { useUser } from '@clerk/nextjs'
import { useState, type ChangeEvent, type FormEvent } from 'react'
import { profileImageProblem } from '@/lib/accounts/profile-image'
import { useMessages } from '@/lib/i18n/use-messages'

type Status = { text: string; error: boolean } | null

const field = 'mt-1 block w-full rounded-md border border-current/20 bg-transparent px-3 py-2'

/**
 * The member's profile over Clerk's user object: name, picture (checked here before it is
 * sent) and the e-mail addresses, read-only. Roles and e-mail changes stay in Clerk.
 */
export function ProfileForm() {
  const { isLoaded, user } = useUser()
  const t = useMessages().ACCOUNTS
  const [status, setStatus] = useState<Status>(null)
  if (!isLoaded || !user) return <p>{t.LOADING}</p>

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const name = (key: string) => String(data.get(key) ?? '').trim()
    try {
      await user.update({ firstName: name('firstName'), lastName: name('lastName') })
      setStatus({ text: t.SAVED, error: false })
    } catch {
      setStatus({ text: t.SAVE_FAILED, error: true })
    }
  }
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget
    const file = input.files?.[0]
    if (!file) return
    const problem = profileImageProblem(file)
    if (problem) {
      input.value = ''
      setStatus({
        text: problem === 'TOO_LARGE' ? t.IMAGE_TOO_LARGE : t.IMAGE_WRONG_TYPE,
        error: true
      })
      return
    }
    setStatus({ text: t.UPLOADING, error: false })
    try {
      await user.setProfileImage({ file })
      setStatus({ text: t.SAVED, error: false })
    } catch {
      setStatus({ text: t.SAVE_FAILED, error: true })
    }
  }

  return (
    <form onSubmit={save} className="grid gap-4" data-accounts-profile>
      <h2 className="text-xl font-semibold">{t.PROFILE}</h2>
      <div className="flex items-center gap-4">
        {user.imageUrl && (
          // eslint-disable-next-line @next/next/no-img-element -- plain <img>: no image optimiser
          <img
            src={user.imageUrl}
            alt=""
            width={64}
            height={64}
            className="h-16 w-16 rounded-full"
          />
        )}
        <label className="text-sm">
          {t.PICTURE}
          <input
            type="file"
            accept="image/jpeg,image/png,image/gif,image/webp"
            onChange={upload}
            className="mt-1 block"
          />
          <span className="opacity-70">{t.PICTURE_HINT}</span>
        </label>
      </div>
      <label>
        {t.FIRST_NAME}
        <input
          name="firstName"
          defaultValue={user.firstName ?? ''}
          maxLength={256}
          className={field}
        />
      </label>
      <label>
        {t.LAST_NAME}
        <input
          name="lastName"
          defaultValue={user.lastName ?? ''}
          maxLength={256}
          className={field}
        />
      </label>
      <div>
        <h3 className="font-medium">{t.EMAILS}</h3>
        <ul className="opacity-80">
          {user.emailAddresses.map((e) => (
            <li key={e.id}>{e.emailAddress}</li>
          ))}
        </ul>
      </div>
      <p role={status?.error ? 'alert' : 'status'} className={status?.error ? 'text-red-600' : ''}>
        {status?.text}
      </p>
      <button
        type="submit"
        className="justify-self-start rounded-md bg-current/10 px-4 py-2 font-medium"
      >
        {t.SAVE}
      </button>
    </form>
  )
}
