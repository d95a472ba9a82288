import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { avatarOf } from '@/lib/config/avatar'
import { loadConfig } from '@/lib/config/load-config'

const gravatar = (email: string) =>
  `https://gravatar.com/avatar/${createHash('sha256').update(email).digest('hex')}?s=256&d=mp`

describe('the author avatar', () => {
  it('is AVATAR when set', () => {
    expect(avatarOf('/me.png', 'me@example.com')).toBe('/me.png')
  })

  it("is the contact e-mail's Gravatar when AVATAR is emptied", () => {
    expect(avatarOf('', '  Me@Example.COM ')).toBe(gravatar('me@example.com'))
  })

  it('is the bundled picture without a usable e-mail', () => {
    expect(avatarOf(' ', '')).toBe('/avatar.svg')
    expect(avatarOf('', 'not an address')).toBe('/avatar.svg')
  })

  it('comes out of the loaded config that way', () => {
    const withEmail = loadConfig({ env: { CONTACT_EMAIL: 'me@example.com' } }).config
    expect(withEmail.AVATAR).toBe(gravatar('me@example.com'))
    expect(loadConfig({ env: {} }).config.AVATAR).toBe('/avatar.svg')
    const both = loadConfig({ env: { AVATAR: '/me.png', CONTACT_EMAIL: 'me@example.com' } })
    expect(both.config.AVATAR).toBe('/me.png')
  })
})
