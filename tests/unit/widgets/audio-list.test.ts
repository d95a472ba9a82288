import { describe, expect, it } from 'vitest'
import { audioTracks, nextTrack, previousTrack } from '@/lib/widgets/audio-list'
import { configWith } from '@/tests/unit/integrations/setup'

describe('MUSIC_PLAYER_AUDIO_LIST', () => {
  it("reads NotionNext's shape, keeping only safe addresses and plain text", () => {
    const tracks = audioTracks([
      {
        name: ' Rubia ',
        artist: 'Zhou Shen',
        url: 'https://music.example/1.mp3',
        cover: 'https://img.example/1.jpg'
      },
      { name: 'No cover', artist: 'X', url: '/audio/2.mp3', cover: 'javascript:alert(1)' },
      { name: 'Script', url: 'javascript:alert(1)' },
      { name: 'Data', url: 'data:audio/mp3;base64,AAAA' },
      'not an object',
      null,
      { url: 'https://music.example/3.mp3', name: 42 }
    ])
    expect(tracks).toEqual([
      {
        name: 'Rubia',
        artist: 'Zhou Shen',
        url: 'https://music.example/1.mp3',
        cover: 'https://img.example/1.jpg'
      },
      { name: 'No cover', artist: 'X', url: '/audio/2.mp3' },
      { name: 'Track 7', artist: '', url: 'https://music.example/3.mp3' }
    ])
  })

  it('is empty for anything but an array', () => {
    expect(audioTracks({ url: 'https://a.example/x.mp3' })).toEqual([])
    expect(audioTracks('[]')).toEqual([])
  })

  it('comes from the environment as JSON; a value that is not a list stops the build', () => {
    const list = [{ name: 'A', artist: 'B', url: 'https://a.example/a.mp3' }]
    expect(
      configWith({ MUSIC_PLAYER_AUDIO_LIST: JSON.stringify(list) }).MUSIC_PLAYER_AUDIO_LIST
    ).toEqual(list)
    expect(() => configWith({ MUSIC_PLAYER_AUDIO_LIST: '{"url":1}' })).toThrow(
      /MUSIC_PLAYER_AUDIO_LIST/
    )
  })
})

describe('play order', () => {
  it('list order goes round; previous goes back round', () => {
    expect([0, 1, 2].map((i) => nextTrack(i, 3, 'list'))).toEqual([1, 2, 0])
    expect([0, 1, 2].map((i) => previousTrack(i, 3))).toEqual([2, 0, 1])
    expect(nextTrack(0, 1, 'list')).toBe(0)
  })

  it('random order never repeats the current track', () => {
    for (const r of [0, 0.3, 0.6, 0.99]) {
      const next = nextTrack(2, 4, 'random', () => r)
      expect(next).not.toBe(2)
      expect(next).toBeGreaterThanOrEqual(0)
      expect(next).toBeLessThan(4)
    }
  })
})
