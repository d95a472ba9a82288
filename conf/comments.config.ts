import { key } from './key'

/**
 * Comment systems under articles. Public: the browser loads them. A system is on when
 * its main key is set; several may be on at once. Every key is empty by default.
 */
/** Content: the Notion table may set these. */
const content = { notion: true } as const

export const commentKeys = {
  COMMENT_GISCUS_REPO: key.string('', 'Giscus: GitHub repository, owner/name.', content),
  COMMENT_GISCUS_REPO_ID: key.string('', 'Giscus: repository id (from giscus.app).', content),
  COMMENT_GISCUS_CATEGORY: key.string('', 'Giscus: discussion category name.', content),
  COMMENT_GISCUS_CATEGORY_ID: key.string('', 'Giscus: discussion category id.', content),
  COMMENT_GISCUS_MAPPING: key.string(
    'pathname',
    'Giscus: how a page maps to a discussion (pathname, url, title, og:title).',
    content
  ),
  COMMENT_GISCUS_REACTIONS_ENABLED: key.boolean(true, 'Giscus: show reactions.', content),
  COMMENT_GISCUS_INPUT_POSITION: key.enum(
    ['bottom', 'top'] as const,
    'bottom',
    'Giscus: comment box above or below the comments.',
    content
  ),
  COMMENT_UTTERANCES_REPO: key.string('', 'Utterances: GitHub repository, owner/name.', {
    ...content,
    // NotionNext's spelling.
    aliases: ['COMMENT_UTTERRANCES_REPO']
  })
}
