// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest'
import { IconFontLoader } from '@/components/icons/IconFontLoader'
import { MenuIcon } from '@/components/menu/MenuIcon'
import { mount } from '@/tests/components/site-extras/dom'

const scripts = () =>
  [...document.querySelectorAll('script')].filter((s) => s.src.endsWith('/webfonts/iconfont.js'))

afterEach(() => scripts().forEach((s) => s.remove()))

describe('IconFontLoader', () => {
  it('requests nothing on a page without an iconfont icon', () => {
    mount(
      <>
        <MenuIcon icon="fas fa-house" />
        <IconFontLoader />
      </>
    )
    expect(scripts()).toHaveLength(0)
  })

  it("loads the owner's symbol script once a page shows an iconfont icon", () => {
    mount(
      <>
        <MenuIcon icon="icon-camera" />
        <IconFontLoader />
      </>
    )
    expect(scripts()).toHaveLength(1)
  })
})
