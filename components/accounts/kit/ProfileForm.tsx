import { useUser } from '@clerk/nextjs'
import { useState, type FormEvent } from 'react'
import { PictureInput, type Status } from '@/components/accounts/kit/PictureInput'
import { useMessages } from '@/lib/i18n/use-messages'

const field = 'mt-1 block w-full rounded-md border border-current/20 bg-transparent px-3 py-2'

/**
 * The member's profile over Clerk's user object: name, picture and the e-mail addresses,
 * read-only. Roles and e-mail changes stay in Clerk.
 */
export function ProfileForm() {
  const { isLoaded, user } = useUser()
  const t = useMessages()
  const [status, setStatus] = useState<Status>(null)
  if (!isLoaded || !user) return <p>{t.ACCOUNTS.LOADING}</p>

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const name = (key: string) => String(data.get(key) ?? '').trim()
    try {
      await user.update({ firstName: name('firstName'), lastName: name('lastName') })
      setStatus({ text: t.ACCOUNTS.SAVED, error: false })
    } catch {
      setStatus({ text: t.ACCOUNTS.SAVE_FAILED, error: true })
    }
  }
  const names = [
    ['firstName', t.ACCOUNTS.FIRST_NAME, user.firstName],
    ['lastName', t.ACCOUNTS.LAST_NAME, user.lastName]
  ] as const

  return (
    <form onSubmit={save} className="grid gap-4" data-accounts-profile>
      <h2 className="text-xl font-semibold">{t.ACCOUNTS.PROFILE}</h2>
      <PictureInput
        imageUrl={user.imageUrl}
        upload={(file) => user.setProfileImage({ file })}
        setStatus={setStatus}
      />
      {names.map(([name, label, value]) => (
        <label key={name}>
          {label}
          <input name={name} defaultValue={value ?? ''} maxLength={256} className={field} />
        </label>
      ))}
      <div>
        <h3 className="font-medium">{t.ACCOUNTS.EMAILS}</h3>
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
        {t.ACCOUNTS.SAVE}
      </button>
    </form>
  )
}
