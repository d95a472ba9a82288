import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { keptPart } from '@/components/theme/kept-part'
import { lazyLayoutsLoaded } from '@/components/theme/lazy-layout'

function Landing({ title }: { title: string }) {
  return (
    <section>
      <h2>{title}</h2>
    </section>
  )
}

describe('keptPart on the server', () => {
  it('draws its component in the element the browser keeps', async () => {
    const Part = keptPart(async () => Landing)
    await lazyLayoutsLoaded()
    expect(renderToString(<Part title="Welcome" />)).toBe(
      '<div class="contents" data-kept-part=""><section><h2>Welcome</h2></section></div>'
    )
  })
})
