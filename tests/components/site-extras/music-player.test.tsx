// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import MusicPlayer from '@/components/music/MusicPlayer'
import { act, mount, widgetConfig } from '@/tests/components/site-extras/dom'

const LIST = JSON.stringify([
  {
    name: 'First',
    artist: 'A',
    url: 'https://music.example/1.mp3',
    cover: 'https://img.example/1.jpg'
  },
  { name: 'Second', artist: 'B', url: 'https://music.example/2.mp3' },
  { name: 'Bad', artist: 'C', url: 'javascript:alert(1)' },
  { name: 'Third', artist: 'D', url: '/audio/3.mp3' }
])
const config = (env: Record<string, string> = {}) =>
  widgetConfig({ MUSIC_PLAYER: 'true', MUSIC_PLAYER_AUDIO_LIST: LIST, ...env })

/** No sound in happy-dom: playing fires the element's events as a browser would. */
const fakePlay = () =>
  vi.fn(function (this: HTMLMediaElement): Promise<void> {
    this.dispatchEvent(new Event('play'))
    return Promise.resolve()
  })
let play: ReturnType<typeof fakePlay>

beforeEach(() => {
  play = fakePlay()
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(play)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (
    this: HTMLMediaElement
  ) {
    this.dispatchEvent(new Event('pause'))
  })
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (
    this: HTMLMediaElement
  ) {
    return !this.hasAttribute('data-playing')
  })
})

const button = (host: HTMLElement, name: string) =>
  host.querySelector(`button[aria-label="${name}"]`) as HTMLButtonElement
const click = (element: HTMLElement) => act(() => element.click())

describe('music player', () => {
  it('waits for the visitor: nothing plays or downloads on load', () => {
    const host = mount(<MusicPlayer config={config()} />)
    const audio = host.querySelector('audio') as HTMLAudioElement
    expect(audio.getAttribute('preload')).toBe('none')
    expect(audio.getAttribute('src')).toBe('https://music.example/1.mp3')
    expect(play).not.toHaveBeenCalled()
    expect(host.querySelector('section')?.getAttribute('aria-label')).toBe('Music player')
  })

  it('plays on load only with MUSIC_PLAYER_AUTO_PLAY', () => {
    mount(<MusicPlayer config={config({ MUSIC_PLAYER_AUTO_PLAY: 'true' })} />)
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('plays and pauses, goes to the next and previous track, and skips unsafe entries', () => {
    const host = mount(<MusicPlayer config={config()} />)
    const audio = host.querySelector('audio') as HTMLAudioElement
    click(button(host, 'Play'))
    expect(play).toHaveBeenCalledTimes(1)
    audio.setAttribute('data-playing', '')
    expect(button(host, 'Pause')).not.toBeNull()
    click(button(host, 'Pause'))
    audio.removeAttribute('data-playing')
    expect(button(host, 'Play')).not.toBeNull()

    click(button(host, 'Show player'))
    expect(button(host, 'Hide player').getAttribute('aria-expanded')).toBe('true')
    expect(host.textContent).toContain('First')
    click(button(host, 'Next track'))
    expect(audio.getAttribute('src')).toBe('https://music.example/2.mp3')
    click(button(host, 'Next track'))
    expect(audio.getAttribute('src')).toBe('/audio/3.mp3')
    click(button(host, 'Previous track'))
    expect(audio.getAttribute('src')).toBe('https://music.example/2.mp3')
    expect(play).toHaveBeenCalledTimes(4)
  })

  it('lists the tracks, marks the current one and plays the one chosen', () => {
    const host = mount(<MusicPlayer config={config()} />)
    click(button(host, 'Show player'))
    const toggle = button(host, 'Track list')
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    click(toggle)
    const list = host.querySelector(`#${CSS.escape(toggle.getAttribute('aria-controls') ?? '')}`)
    const items = [...(list?.querySelectorAll('button') ?? [])]
    expect(items.map((b) => b.textContent)).toEqual(['FirstA', 'SecondB', 'ThirdD'])
    expect(items[0]?.getAttribute('aria-current')).toBe('true')
    click(items[2] as HTMLButtonElement)
    expect((host.querySelector('audio') as HTMLAudioElement).getAttribute('src')).toBe(
      '/audio/3.mp3'
    )
    expect(play).toHaveBeenCalledTimes(1)
  })

  it('keeps only the sound when MUSIC_PLAYER_VISIBLE is off, and nothing without tracks', () => {
    const hidden = mount(<MusicPlayer config={config({ MUSIC_PLAYER_VISIBLE: 'false' })} />)
    expect(hidden.querySelector('audio')).not.toBeNull()
    expect(hidden.querySelector('button')).toBeNull()
    const empty = mount(<MusicPlayer config={widgetConfig({ MUSIC_PLAYER: 'true' })} />)
    expect(empty.innerHTML).toBe('')
  })
})
