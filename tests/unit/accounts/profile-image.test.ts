import { describe, expect, it } from 'vitest'
import { MAX_PROFILE_IMAGE_BYTES, profileImageProblem } from '@/lib/accounts/profile-image'
import { messagesFor } from '@/lib/i18n/messages'

const file = (name: string, type: string, size = 1000) => ({ name, type, size })

describe('the profile picture check before upload', () => {
  it('accepts JPG, PNG, GIF and WEBP up to 10 MB', () => {
    for (const [name, type] of [
      ['me.jpg', 'image/jpeg'],
      ['me.JPEG', 'image/jpeg'],
      ['me.png', 'image/png'],
      ['me.gif', 'image/gif'],
      ['me.webp', 'image/webp']
    ] as const)
      expect(profileImageProblem(file(name, type))).toBeNull()
    expect(profileImageProblem(file('me.png', 'image/png', MAX_PROFILE_IMAGE_BYTES))).toBeNull()
  })

  it('refuses a picture over 10 MB', () => {
    expect(MAX_PROFILE_IMAGE_BYTES).toBe(10 * 1024 * 1024)
    expect(profileImageProblem(file('me.png', 'image/png', MAX_PROFILE_IMAGE_BYTES + 1))).toBe(
      'TOO_LARGE'
    )
  })

  it('refuses other types, a renamed file and a file without a type', () => {
    expect(profileImageProblem(file('me.svg', 'image/svg+xml'))).toBe('WRONG_TYPE')
    expect(profileImageProblem(file('me.bmp', 'image/bmp'))).toBe('WRONG_TYPE')
    expect(profileImageProblem(file('me.png', 'text/html'))).toBe('WRONG_TYPE')
    expect(profileImageProblem(file('me.exe', 'image/png'))).toBe('WRONG_TYPE')
    expect(profileImageProblem(file('me.jpg', ''))).toBe('WRONG_TYPE')
  })

  it('has a clear message for each refusal in every language', () => {
    for (const lang of ['en-US', 'zh-CN', 'fr-FR', 'ja-JP']) {
      const t = messagesFor(lang).ACCOUNTS
      expect(t.IMAGE_TOO_LARGE).toMatch(/10/)
      expect(t.IMAGE_WRONG_TYPE).toMatch(/WEBP/)
    }
  })
})
