import { useCallback, useEffect, useRef, useState } from 'react'
import { log } from '@/lib/log'
import { nextTrack, previousTrack, type AudioTrack, type PlayOrder } from '@/lib/widgets/audio-list'

/**
 * One native <audio> playing `tracks`: nothing downloads before the first play, and playing starts
 * by itself only when `autoPlay` (browsers may still refuse until the visitor interacts).
 */
export function usePlayer(tracks: readonly AudioTrack[], order: PlayOrder, autoPlay: boolean) {
  const ref = useRef<HTMLAudioElement>(null)
  const wanted = useRef(autoPlay)
  const [index, setIndex] = useState(0)
  const [playing, setPlaying] = useState(false)
  const count = tracks.length

  const play = useCallback(() => {
    wanted.current = true
    ref.current?.play().catch(() => {
      wanted.current = false
      setPlaying(false)
    })
  }, [])
  useEffect(() => {
    if (wanted.current) play()
  }, [index, play])

  const select = (next: number) => {
    wanted.current = true
    if (next === index) play()
    else setIndex(next)
  }
  const toggle = () => {
    const audio = ref.current
    if (!audio) return
    if (audio.paused) play()
    else {
      wanted.current = false
      audio.pause()
    }
  }
  const next = () => select(nextTrack(index, count, order))
  const previous = () => select(previousTrack(index, count))
  const audioProps = {
    ref,
    src: tracks[index]?.url,
    preload: 'none' as const,
    onPlay: () => setPlaying(true),
    onPause: () => setPlaying(false),
    onEnded: next,
    onError: () => {
      log.warn(`Music player: cannot play ${tracks[index]?.url ?? 'the track'}.`)
      setPlaying(false)
    }
  }
  return { index, playing, toggle, next, previous, select, audioProps }
}
