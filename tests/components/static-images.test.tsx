// @vitest-environment happy-dom
/* eslint-disable @next/next/no-img-element -- the markup a body kept as the server drew it holds */
import { useRef } from 'react'
import { act } from 'react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { useStaticImages } from '@/components/notion-renderer/use-static-images'
import { mount } from '@/tests/components/site-extras/dom'

const attached: { img: HTMLImageElement; zoomSrc: string }[] = []
vi.mock('@/components/notion-renderer/use-image-zoom', () => ({
  useImageZoom: () => (img: HTMLImageElement, zoomSrc: string) => attached.push({ img, zoomSrc })
}))

/** A body kept as the server drew it: a block image, and an icon without a zoomed address. */
function KeptBody({ active }: { active: boolean }) {
  const element = useRef<HTMLDivElement>(null)
  useStaticImages(element, active)
  return (
    <div ref={element}>
      <img className="notion-image" src="/a.webp" alt="A lake" data-zoom-src="/a-large.webp" />
      <img className="notion-image-fill" src="/icon.webp" alt="" />
    </div>
  )
}

const image = (host: HTMLElement) => host.querySelector<HTMLImageElement>('img.notion-image')

/** How far the browser got with every image before the effect ran (happy-dom loads none). */
function imagesAre(state: { complete: boolean; naturalWidth: number }) {
  vi.spyOn(HTMLImageElement.prototype, 'complete', 'get').mockReturnValue(state.complete)
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockReturnValue(state.naturalWidth)
}

beforeEach(() => {
  attached.length = 0
  imagesAre({ complete: false, naturalWidth: 0 })
})

describe('useStaticImages', () => {
  it('zooms a block image once it has loaded, with the address the markup names', () => {
    const host = mount(<KeptBody active />)
    const img = image(host)!
    expect(attached).toEqual([])
    act(() => void img.dispatchEvent(new Event('load')))
    expect(attached).toEqual([{ img, zoomSrc: '/a-large.webp' }])
  })

  it('shows the alt text of an image that fails to load, as the renderer does', () => {
    const host = mount(<KeptBody active />)
    act(() => void image(host)!.dispatchEvent(new Event('error')))
    expect(image(host)).toBeNull()
    const failed = host.querySelector('span.notion-image-failed')
    expect(failed?.textContent).toBe('A lake')
    // The icon is left alone.
    expect(host.querySelector('img.notion-image-fill')).not.toBeNull()
  })

  it('zooms an image that loaded before the scripts ran, and fails one that broke before', () => {
    imagesAre({ complete: true, naturalWidth: 1200 })
    const loaded = mount(<KeptBody active />)
    expect(attached).toEqual([{ img: image(loaded), zoomSrc: '/a-large.webp' }])
    imagesAre({ complete: true, naturalWidth: 0 })
    const broken = mount(<KeptBody active />)
    expect(image(broken)).toBeNull()
    expect(broken.querySelector('span.notion-image-failed')?.textContent).toBe('A lake')
  })

  it('does nothing for a body the renderer draws', () => {
    const host = mount(<KeptBody active={false} />)
    act(() => void image(host)!.dispatchEvent(new Event('load')))
    act(() => void image(host)!.dispatchEvent(new Event('error')))
    expect(attached).toEqual([])
    expect(image(host)).not.toBeNull()
  })
})
