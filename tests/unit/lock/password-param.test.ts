import { describe, expect, it } from 'vitest'
import { passwordOfUrl } from '@/lib/lock/password-param'

const BASE = 'https://blog.example/article/secret'

describe('the password of a shared link', () => {
  it('is read from the fragment, which never reaches a server, and removed', () => {
    expect(passwordOfUrl(`${BASE}#password=open%20sesame`)).toEqual({
      password: 'open sesame',
      rest: '/article/secret'
    })
  })

  it('keeps the rest of the fragment and of the query', () => {
    expect(passwordOfUrl(`${BASE}?theme=hexo#password=pw&x=1`)).toEqual({
      password: 'pw',
      rest: '/article/secret?theme=hexo#x=1'
    })
    expect(passwordOfUrl(`${BASE}?theme=hexo#x=1&password=pw`)?.rest).toBe(
      '/article/secret?theme=hexo#x=1'
    )
  })

  it('keeps a plus in the fragment and a malformed escape as written', () => {
    expect(passwordOfUrl(`${BASE}#password=a+b`)?.password).toBe('a+b')
    expect(passwordOfUrl(`${BASE}#password=100%`)?.password).toBe('100%')
  })

  it('still reads the older ?password= and removes it', () => {
    expect(passwordOfUrl(`${BASE}?password=pw&theme=hexo#intro`)).toEqual({
      password: 'pw',
      rest: '/article/secret?theme=hexo#intro'
    })
  })

  it('prefers the fragment when a link has both, and removes both', () => {
    expect(passwordOfUrl(`${BASE}?password=old#password=new`)).toEqual({
      password: 'new',
      rest: '/article/secret'
    })
  })

  it('removes an empty password, which opens nothing', () => {
    expect(passwordOfUrl(`${BASE}#password=`)).toEqual({ password: null, rest: '/article/secret' })
    expect(passwordOfUrl(`${BASE}?password=`)).toEqual({ password: null, rest: '/article/secret' })
  })

  it('is null for a link without one, whatever its fragment', () => {
    expect(passwordOfUrl(BASE)).toBeNull()
    expect(passwordOfUrl(`${BASE}#heading-password`)).toBeNull()
    expect(passwordOfUrl(`${BASE}?passwords=x#mypassword=x`)).toBeNull()
  })
})
