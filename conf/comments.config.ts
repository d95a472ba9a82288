import { key } from './key'

/**
 * Comment systems under articles. Public: the browser loads them. A system is on when
 * its main key is set; several may be on at once (shown as tabs). Every id is empty by default.
 * Ids are content (the Notion table may set them); server addresses only come from a file or the
 * environment (the security headers admit them at build time); script and stylesheet URLs need
 * ALLOW_NOTION_SCRIPTS to come from Notion.
 */
/** Content: the Notion table may set these. */
const content = { notion: true } as const
const code = { notion: 'scripts' } as const
/** NotionNext read some keys from other environment names; they stay accepted. */
const alias = (...names: string[]) => ({ ...content, aliases: names })

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
  }),
  COMMENT_ARTALK_SERVER: key.string('', 'Artalk: https address of your Artalk server.'),
  COMMENT_ARTALK_JS: key.string(
    'https://cdnjs.cloudflare.com/ajax/libs/artalk/2.5.5/Artalk.js',
    'Artalk: client script URL.',
    code
  ),
  COMMENT_ARTALK_CSS: key.string(
    'https://cdnjs.cloudflare.com/ajax/libs/artalk/2.5.5/Artalk.css',
    'Artalk: client stylesheet URL.',
    code
  ),
  COMMENT_TWIKOO_ENV_ID: key.string(
    '',
    'Twikoo: Tencent CloudBase environment id, or the https address of a self-hosted server.',
    { aliases: ['COMMENT_ENV_ID'] }
  ),
  COMMENT_TWIKOO_CDN_URL: key.string(
    'https://cdn.jsdelivr.net/npm/twikoo@1.6.44/dist/twikoo.min.js',
    'Twikoo: client script URL.',
    code
  ),
  COMMENT_WALINE_SERVER_URL: key.string('', 'Waline: https address of your Waline server.', {
    aliases: ['WALINE_SERVER_URL']
  }),
  COMMENT_WALINE_RECENT: key.boolean(
    false,
    'Waline: themes that have a recent-comments slot show the latest comments.',
    alias('WALINE_RECENT')
  ),
  COMMENT_VALINE_CDN: key.string(
    'https://unpkg.com/valine@1.5.1/dist/Valine.min.js',
    'Valine: client script URL.',
    { ...code, aliases: ['VALINE_CDN'] }
  ),
  COMMENT_VALINE_APP_ID: key.string('', 'Valine: LeanCloud app id.', alias('VALINE_ID')),
  COMMENT_VALINE_APP_KEY: key.string(
    '',
    'Valine: LeanCloud app key (public by design: the browser uses it).',
    alias('VALINE_KEY')
  ),
  COMMENT_VALINE_SERVER_URLS: key.string(
    '',
    'Valine: https address of the LeanCloud API for custom domains; empty detects it.',
    { aliases: ['VALINE_SERVER_URLS'] }
  ),
  COMMENT_VALINE_PLACEHOLDER: key.string(
    '',
    'Valine: placeholder of the comment box.',
    alias('VALINE_PLACEHOLDER')
  ),
  COMMENT_CUSDIS_APP_ID: key.string('', 'Cusdis: app id (a UUID from cusdis.com).', content),
  COMMENT_CUSDIS_HOST: key.string(
    'https://cusdis.com',
    'Cusdis: https address of the Cusdis server (change when self-hosting).'
  ),
  COMMENT_CUSDIS_SCRIPT_SRC: key.string(
    'https://cusdis.com/js/cusdis.es.js',
    'Cusdis: client script URL.',
    code
  ),
  COMMENT_GITALK_REPO: key.string('', 'Gitalk: repository name (without the owner).', content),
  COMMENT_GITALK_OWNER: key.string('', 'Gitalk: GitHub user or organisation owning it.', content),
  COMMENT_GITALK_ADMIN: key.list(
    [],
    'Gitalk: GitHub users who may create issues; comma-separated.',
    content
  ),
  COMMENT_GITALK_CLIENT_ID: key.string('', 'Gitalk: GitHub OAuth app client id.', content),
  COMMENT_GITALK_CLIENT_SECRET: key.string(
    '',
    'Gitalk: GitHub OAuth app client secret. PUBLISHED in every page: Gitalk runs in the browser and needs it. Use an OAuth app made only for Gitalk. File or environment only.'
  ),
  COMMENT_GITALK_DISTRACTION_FREE_MODE: key.boolean(
    false,
    'Gitalk: dim the page while writing.',
    content
  ),
  COMMENT_GITALK_JS_CDN_URL: key.string(
    'https://cdn.jsdelivr.net/npm/gitalk@1/dist/gitalk.min.js',
    'Gitalk: client script URL.',
    code
  ),
  COMMENT_GITALK_CSS_CDN_URL: key.string(
    'https://cdn.jsdelivr.net/npm/gitalk@1/dist/gitalk.css',
    'Gitalk: client stylesheet URL.',
    code
  ),
  COMMENT_WEBMENTION_ENABLE: key.boolean(
    false,
    'WebMention: show mentions of each post from webmention.io.',
    alias('WEBMENTION_ENABLE')
  ),
  COMMENT_WEBMENTION_AUTH: key.string(
    '',
    'WebMention: your IndieLogin profile URL (rel=me), e.g. https://github.com/you.',
    alias('WEBMENTION_AUTH')
  ),
  COMMENT_WEBMENTION_HOSTNAME: key.string(
    '',
    'WebMention: the domain registered at webmention.io, e.g. example.com.',
    alias('WEBMENTION_HOSTNAME')
  ),
  COMMENT_WEBMENTION_TWITTER_USERNAME: key.string(
    '',
    'WebMention: Twitter/X user name shown in the invitation to reply.',
    alias('TWITTER_USERNAME')
  )
}
