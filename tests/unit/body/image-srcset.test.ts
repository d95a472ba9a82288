import { describe, expect, it } from 'vitest'
import { imageSizes, imageSrcSet, mapImageUrl } from '@/lib/body/image-url'

const widthsOf = (srcSet: string | undefined) =>
  srcSet?.split(', ').map((candidate) => candidate.split(' ')[1])
const urlsOf = (srcSet: string | undefined) =>
  srcSet?.split(', ').map((candidate) => new URL(candidate.split(' ')[0]!))

describe('image source sets', () => {
  it("offer Notion's proxy at every width from 640 to 3840, the rest of the URL kept", () => {
    const src = mapImageUrl(
      'https://prod-files-secure.s3.us-west-2.amazonaws.com/a/b/photo,1.jpg',
      {
        blockId: 'block-1',
        width: 800
      }
    )!
    const srcSet = imageSrcSet(src)
    expect(widthsOf(srcSet)).toEqual([
      '640w',
      '750w',
      '828w',
      '1080w',
      '1200w',
      '1920w',
      '2048w',
      '3840w'
    ])
    for (const [i, url] of urlsOf(srcSet)!.entries()) {
      expect(url.origin + url.pathname).toBe(src.split('?')[0])
      expect(url.searchParams.get('id')).toBe('block-1')
      expect(url.searchParams.get('table')).toBe('block')
      expect(url.searchParams.get('width')).toBe(widthsOf(srcSet)![i]!.slice(0, -1))
    }
  })

  it('resize Unsplash by both of its width parameters, keeping quality and format', () => {
    const src = mapImageUrl('https://images.unsplash.com/photo-1?crop=faces,edges', {
      width: 800,
      quality: 85,
      format: 'webp'
    })!
    const srcSet = imageSrcSet(src)!
    expect(srcSet).not.toMatch(/,\S/)
    const widest = urlsOf(srcSet)!.at(-1)!
    expect(widest.searchParams.get('w')).toBe('3840')
    expect(widest.searchParams.get('width')).toBe('3840')
    expect(widest.searchParams.get('q')).toBe('85')
    expect(widest.searchParams.get('crop')).toBe('faces,edges')
  })

  it('are left out where the host does not resize: site files, other hosts', () => {
    expect(imageSrcSet('/demo/covers/dunes.webp')).toBeUndefined()
    expect(imageSrcSet('https://example.com/a.jpg?width=800')).toBeUndefined()
    expect(imageSrcSet('https://images.unsplash.com/photo-1')).toBeUndefined()
    expect(imageSrcSet(null)).toBeUndefined()
  })

  it('size an image by the width it is shown at, the window width below it', () => {
    expect(imageSizes(720)).toBe('(max-width: 720px) 100vw, 720px')
  })
})
