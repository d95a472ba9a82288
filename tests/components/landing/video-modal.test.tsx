// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { VideoThumb } from '@/components/landing/VideoThumb'
import { VideoModal } from '@/components/landing/VideoModal'
import { act, mount, mountWith } from '@/tests/components/site-extras/dom'

const press = (target: Element, key: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }))
  })

describe('VideoModal', () => {
  it('creates the iframe only when opened, closes on Escape and gives focus back', () => {
    const host = mount(
      <VideoThumb src="https://player.example/embed/1" thumbnail="/t.svg" title="Tour" />
    )
    expect(host.querySelector('iframe')).toBeNull()
    const thumb = host.querySelector<HTMLButtonElement>('[data-part="thumb"]')!
    thumb.focus()
    act(() => thumb.click())
    const dialog = document.querySelector('[role="dialog"]')!
    expect(dialog.getAttribute('aria-label')).toBe('Video: Tour')
    const frame = dialog.querySelector('iframe')!
    expect(frame.getAttribute('src')).toBe('https://player.example/embed/1')
    expect(frame.getAttribute('sandbox')).toContain('allow-scripts')
    expect(document.activeElement?.getAttribute('data-part')).toBe('close')
    press(dialog, 'Escape')
    expect(document.querySelector('[role="dialog"]')).toBeNull()
    expect(document.querySelector('iframe')).toBeNull()
    expect(document.activeElement).toBe(thumb)
  })

  it('frames a page of this site without its origin, and nothing outside https', () => {
    const own = mountWith(
      <VideoModal src="/demo/landing/video.html" title="Clip" onClose={() => {}} />
    )
    expect(document.querySelector('iframe')?.getAttribute('sandbox')).toBe(
      'allow-scripts allow-presentation'
    )
    own.unmount()
    for (const src of ['http://a.example/v', 'javascript:alert(1)', 'data:text/html,x']) {
      const { unmount } = mountWith(<VideoModal src={src} title="Clip" onClose={() => {}} />)
      expect(document.querySelector('[role="dialog"]')).not.toBeNull()
      expect(document.querySelector('iframe')).toBeNull()
      unmount()
    }
  })

  it('closes from the close button and a click on the backdrop', () => {
    let closed = 0
    mount(<VideoModal src="https://p.example/v" title="Clip" onClose={() => closed++} />)
    act(() => document.querySelector<HTMLButtonElement>('[data-part="close"]')!.click())
    const backdrop = document.querySelector('[data-part="backdrop"]')!
    expect(backdrop.parentElement).toBe(document.body)
    act(() => {
      backdrop.dispatchEvent(new MouseEvent('mousedown', { bubbles: true }))
    })
    expect(closed).toBe(2)
  })
})
