import { preloadDynamicParts } from '@/components/next-internals/loadable'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { NotionRenderer } from '@/components/notion-renderer/NotionRenderer'
import { RendererPartsContext } from '@/components/notion-renderer/parts-context'
import { prepareBlocks } from '@/lib/body/prepare-blocks'
import type { RendererParts } from '@/lib/theme/renderer-parts'
import { paragraph, todo } from '@/scripts/lib/blocks'
import { buildWorkspace } from '@/scripts/lib/workspace-builder'
import { rendererConfig } from '@/tests/components/render-body'

const parts: RendererParts = {
  Checkbox: ({ isChecked }) => <span data-theme-box={isChecked ? 'on' : 'off'} />
}

async function body() {
  const workspace = buildWorkspace({ seed: 'parts', name: 'Parts', time: 0 }, [
    { title: 'Todo', slug: 'todo', blocks: [todo('Done', true), paragraph('After')] }
  ])
  const [pageId, recordMap] = Object.entries(workspace.pages)[0]!
  await preloadDynamicParts()
  return prepareBlocks(recordMap, {
    config: { IMAGE_COMPRESS_WIDTH: 800 },
    mapPageUrl: () => '',
    rootId: pageId
  })
}

describe("a theme's renderer parts", () => {
  it('draw the to-do box inside the theme and the default one outside', async () => {
    const prepared = await body()
    const themed = renderToStaticMarkup(
      <RendererPartsContext.Provider value={parts}>
        <NotionRenderer body={prepared} config={rendererConfig} />
      </RendererPartsContext.Provider>
    )
    expect(themed).toContain('data-theme-box="on"')
    expect(themed).toContain('After')
    const plain = renderToStaticMarkup(<NotionRenderer body={prepared} config={rendererConfig} />)
    expect(plain).not.toContain('data-theme-box')
    expect(plain).toContain('After')
  })
})
