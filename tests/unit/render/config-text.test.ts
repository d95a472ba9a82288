import { describe, expect, it } from 'vitest'
import { configParagraphs, configText } from '@/lib/render/config-text'

describe('configParagraphs', () => {
  it('splits on line breaks and paragraph ends and drops every tag', () => {
    expect(configParagraphs('One <br /> <br /> Two<p>Three</p><script>x</script>')).toEqual([
      'One',
      'Two',
      'Three'
    ])
  })

  it('decodes entities to text without turning them into markup', () => {
    expect(configParagraphs('a &amp; b &lt;i&gt; &#39;c&#x27; &nbsp;d&bogus;')).toEqual([
      "a & b <i> 'c' d&bogus;"
    ])
  })

  it('reads a broken tag as nothing and anything but a string as no text', () => {
    expect(configParagraphs('Hi <img src=x onerror=alert(1)')).toEqual(['Hi'])
    expect(configParagraphs(undefined)).toEqual([])
    expect(configParagraphs(42)).toEqual([])
    expect(configText('a<br>b')).toBe('a b')
    expect(configText('1 < 2 and <!-- note --> 3 > 2')).toBe('1 < 2 and 3 > 2')
  })
})
