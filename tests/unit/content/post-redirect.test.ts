import { describe, expect, it } from 'vitest'
import { postRedirectTarget } from '@/lib/routing/post-redirect'

describe('postRedirectTarget', () => {
  it('sends a two-segment post path to the old site', () => {
    expect(postRedirectTarget('https://old.example/', '/article/hello?x=1', 'new.example')).toBe(
      'https://old.example/article/hello'
    )
  })

  it('refuses other paths, unsafe or relative bases, and this very host', () => {
    expect(postRedirectTarget('https://old.example', '/hello', 'new.example')).toBeNull()
    expect(postRedirectTarget('https://old.example', '/a/b/c', 'new.example')).toBeNull()
    expect(postRedirectTarget('javascript:alert(1)//', '/a/b', 'new.example')).toBeNull()
    expect(postRedirectTarget('/elsewhere', '/a/b', 'new.example')).toBeNull()
    expect(postRedirectTarget('', '/a/b', 'new.example')).toBeNull()
    expect(postRedirectTarget('https://NEW.example', '/a/b', 'new.example')).toBeNull()
  })
})
