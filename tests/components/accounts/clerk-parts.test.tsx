// @vitest-environment happy-dom
import { act, type ReactNode } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { AccountWidget } from '@/components/accounts/kit/AccountWidget'
import { AuthResult } from '@/components/accounts/kit/AuthResult'
import { ProfileForm } from '@/components/accounts/kit/ProfileForm'
import { UserMenu } from '@/components/accounts/kit/UserMenu'
import { MAX_PROFILE_IMAGE_BYTES } from '@/lib/accounts/profile-image'
import { mount } from '@/tests/components/site-extras/dom'

/** Clerk's hooks and widgets, mocked: tests set who is signed in. */
const clerk = vi.hoisted(() => ({
  signedIn: false,
  user: null as null | Record<string, unknown>
}))
vi.mock('@clerk/nextjs', () => ({
  useAuth: () => ({ isLoaded: true, isSignedIn: clerk.signedIn }),
  useUser: () => ({ isLoaded: true, isSignedIn: clerk.signedIn, user: clerk.user }),
  UserButton: () => <button data-fake-clerk="user-button">avatar</button>,
  SignIn: () => <div data-fake-clerk="sign-in" />,
  SignUp: () => <div data-fake-clerk="sign-up" />,
  RedirectToSignIn: () => <div data-fake-clerk="redirect-to-sign-in" />,
  ClerkLoading: () => null,
  ClerkFailed: () => null,
  ClerkLoaded: ({ children }: { children: ReactNode }) => children
}))

const member = () => ({
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  imageUrl: 'https://img.clerk.example/ada.png',
  primaryEmailAddress: { emailAddress: 'ada@example.com' },
  emailAddresses: [
    { id: 'e1', emailAddress: 'ada@example.com' },
    { id: 'e2', emailAddress: 'ada@work.example' }
  ],
  update: vi.fn(async () => undefined),
  setProfileImage: vi.fn(async () => undefined)
})

const signIn = () => {
  const user = member()
  clerk.signedIn = true
  clerk.user = user
  return user
}

/** Picks a file in the picture input, as a visitor would. */
async function choose(host: HTMLElement, file: File) {
  const input = host.querySelector<HTMLInputElement>('input[type=file]')!
  Object.defineProperty(input, 'files', { value: [file], configurable: true })
  await act(async () => {
    input.dispatchEvent(new Event('change', { bubbles: true }))
  })
}

const sized = (name: string, type: string, size: number) => {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

beforeEach(() => {
  clerk.signedIn = false
  clerk.user = null
})

describe('the header account corner', () => {
  it('signed out: a plain sign-in link', () => {
    const host = mount(<UserMenu className="btn" />)
    const link = host.querySelector('a[data-accounts-link="sign-in"]')
    expect(link?.getAttribute('href')).toBe('/sign-in')
    expect(link?.textContent).toBe('Sign in')
    expect(host.querySelector('[data-fake-clerk]')).toBeNull()
  })

  it("signed in: Clerk's avatar menu and a dashboard link", () => {
    signIn()
    const host = mount(<UserMenu className="btn" />)
    expect(host.querySelector('[data-fake-clerk="user-button"]')).not.toBeNull()
    expect(host.querySelector('a[href="/dashboard"]')?.textContent).toBe('Dashboard')
    expect(host.querySelector('[data-accounts-link]')).toBeNull()
  })
})

describe('the dashboard', () => {
  it('sends a signed-out visitor to sign in', () => {
    const host = mount(<AccountWidget kind="dashboard" />)
    expect(host.querySelector('[data-fake-clerk="redirect-to-sign-in"]')).not.toBeNull()
    expect(host.querySelector('form')).toBeNull()
  })

  it("shows the member's profile: names to edit, e-mails read-only", () => {
    signIn()
    const host = mount(<AccountWidget kind="dashboard" />)
    const first = host.querySelector<HTMLInputElement>('input[name=firstName]')
    expect(first?.value).toBe('Ada')
    expect(host.querySelector<HTMLInputElement>('input[name=lastName]')?.value).toBe('Lovelace')
    expect([...host.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'ada@example.com',
      'ada@work.example'
    ])
    expect(host.querySelector('input[type=email]')).toBeNull()
  })

  it('saves a changed name through Clerk', async () => {
    const user = signIn()
    const host = mount(<ProfileForm />)
    host.querySelector<HTMLInputElement>('input[name=firstName]')!.value = ' Augusta '
    await act(async () => {
      host
        .querySelector('form')!
        .dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }))
    })
    expect(user.update).toHaveBeenCalledWith({ firstName: 'Augusta', lastName: 'Lovelace' })
    expect(host.querySelector('[role=status]')?.textContent).toBe('Saved.')
  })

  it('refuses a picture over 10 MB before sending it', async () => {
    const user = signIn()
    const host = mount(<ProfileForm />)
    await choose(host, sized('big.png', 'image/png', MAX_PROFILE_IMAGE_BYTES + 1))
    expect(user.setProfileImage).not.toHaveBeenCalled()
    expect(host.querySelector('[role=alert]')?.textContent).toBe(
      'This picture is larger than 10 MB. Please choose a smaller one.'
    )
  })

  it('refuses a picture that is not JPG, PNG, GIF or WEBP before sending it', async () => {
    const user = signIn()
    const host = mount(<ProfileForm />)
    await choose(host, sized('me.svg', 'image/svg+xml', 2000))
    expect(user.setProfileImage).not.toHaveBeenCalled()
    expect(host.querySelector('[role=alert]')?.textContent).toBe(
      'Please choose a JPG, PNG, GIF or WEBP picture.'
    )
  })

  it('uploads an accepted picture', async () => {
    const user = signIn()
    const host = mount(<ProfileForm />)
    const file = sized('me.webp', 'image/webp', 500_000)
    await choose(host, file)
    expect(user.setProfileImage).toHaveBeenCalledWith({ file })
    expect(host.querySelector('[role=status]')?.textContent).toBe('Saved.')
  })
})

describe('the sign-in result', () => {
  it('names the member and links the dashboard, or offers sign-in', () => {
    signIn()
    expect(mount(<AuthResult />).textContent).toContain('Signed in as Ada Lovelace.')
    clerk.signedIn = false
    clerk.user = null
    const host = mount(<AuthResult />)
    expect(host.textContent).toContain('You are not signed in.')
    expect(host.querySelector('a[href="/sign-in"]')).not.toBeNull()
  })

  it("mounts Clerk's sign-in and sign-up widgets", () => {
    expect(
      mount(<AccountWidget kind="sign-in" />).querySelector('[data-fake-clerk="sign-in"]')
    ).not.toBeNull()
    expect(
      mount(<AccountWidget kind="sign-up" />).querySelector('[data-fake-clerk="sign-up"]')
    ).not.toBeNull()
  })
})
