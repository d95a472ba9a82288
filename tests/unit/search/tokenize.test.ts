import { describe, expect, it } from 'vitest'
import { makeSnippet } from '@/lib/search/make-snippet'
import { matchRanges } from '@/lib/search/match-ranges'
import { normaliseKeyword, searchHref } from '@/lib/search/normalise-keyword'
import { queryTokens, tokenize } from '@/lib/search/tokenize'

const texts = (s: string) => tokenize(s).map((t) => t.text)

describe('tokenize', () => {
  it('lowercases and folds accents in words', () => {
    expect(texts('Café CRÈME, naïve 2024')).toEqual(['cafe', 'creme', 'naive', '2024'])
  })
  it('turns CJK runs into character bigrams, a lone character into a unigram', () => {
    expect(texts('胶片相机')).toEqual(['胶片', '片相', '相机'])
    expect(texts('雾')).toEqual(['雾'])
    expect(tokenize('胶片').every((t) => t.cjk)).toBe(true)
  })
  it('splits mixed text into words and bigrams', () => {
    expect(texts('用Leica拍胶片 in 2024年')).toEqual([
      '用',
      'leica',
      '拍胶',
      '胶片',
      'in',
      '2024',
      '年'
    ])
  })
  it('handles kana and hangul as CJK', () => {
    expect(texts('カメラ 사진')).toEqual(['カメ', 'メラ', '사진'])
  })
  it('queryTokens drops duplicates and punctuation', () => {
    expect(queryTokens('fog, FOG! <img onerror>').map((t) => t.text)).toEqual([
      'fog',
      'img',
      'onerror'
    ])
  })
})

describe('matchRanges and snippets', () => {
  it('matches words at a word start only, in the original text', () => {
    expect(matchRanges('Foggy fog, befog', 'fog')).toEqual([
      [0, 3],
      [6, 9]
    ])
  })
  it('maps folded matches back to accented originals', () => {
    const text = 'Un café noir'
    const [r] = matchRanges(text, 'cafe')
    expect(r && text.slice(...r)).toBe('café')
  })
  it('merges overlapping CJK bigrams into one range', () => {
    const text = '我喜欢胶片相机。'
    const [r] = matchRanges(text, '胶片相机')
    expect(r && text.slice(...r)).toBe('胶片相机')
  })
  it('snippets centre on the first match and mark cuts', () => {
    const text = `${'word '.repeat(40)}the fog lifts ${'more '.repeat(60)}`
    const s = makeSnippet(text, 'fog')
    expect(s).toMatch(/^… .*fog lifts.* …$/)
    expect(s!.length).toBeLessThan(180)
    expect(makeSnippet(text, 'absent')).toBeNull()
  })
})

describe('keywords', () => {
  it('are trimmed, collapsed and capped', () => {
    expect(normaliseKeyword('  golden   hour ')).toBe('golden hour')
    expect(Array.from(normaliseKeyword('雾'.repeat(200)))).toHaveLength(64)
  })
  it('land on /search/{kw} (server) or /search?s= (export); empty goes home', () => {
    expect(searchHref('a b', false)).toBe('/search/a%20b')
    expect(searchHref('a b', true)).toBe('/search?s=a%20b')
    expect(searchHref('   ', false)).toBe('/')
  })
})
