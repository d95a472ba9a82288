// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest'
import { MissingPostRedirect } from '@/components/MissingPostRedirect'
import { mount } from '@/tests/components/site-extras/dom'

function at(path: string) {
  const replace = vi.fn()
  const url = new URL(path, 'https://new.example')
  vi.spyOn(window, 'location', 'get').mockReturnValue({
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    replace
  } as unknown as Location)
  return replace
}

describe('MissingPostRedirect', () => {
  it('replaces a missing two-segment post URL with the same path on the old site', () => {
    const replace = at('/article/gone?ref=1')
    mount(<MissingPostRedirect enabled base="https://old.example" />)
    expect(replace).toHaveBeenCalledWith('https://old.example/article/gone?ref=1')
  })

  it('does nothing when disabled, without a base, or on other paths', () => {
    const replace = at('/article/gone')
    mount(<MissingPostRedirect enabled={false} base="https://old.example" />)
    mount(<MissingPostRedirect enabled base="" />)
    expect(replace).not.toHaveBeenCalled()
    const deeper = at('/a/b/c')
    mount(<MissingPostRedirect enabled base="https://old.example" />)
    expect(deeper).not.toHaveBeenCalled()
  })
})
