import { describe, expect, it } from 'vitest'
import { configParagraphs } from '@/lib/landing/config-paragraphs'

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

  it('keeps an unclosed tag as literal text, and reads anything but a string as no text', () => {
    expect(configParagraphs('Hi <img src=x onerror=alert(1)')).toEqual([
      'Hi <img src=x onerror=alert(1)'
    ])
    expect(configParagraphs(undefined)).toEqual([])
    expect(configParagraphs(42)).toEqual([])
    expect(configParagraphs('a<br>b')).toEqual(['a', 'b'])
  })
})
