import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** simple's settings: NotionNext's names and defaults; the text settings are plain text. */
export const simpleKeys = {
  SIMPLE_TOP_BAR: key.boolean(
    true,
    'Show the black tip bar above the masthead (when it has text).'
  ),
  SIMPLE_TOP_BAR_CONTENT: key.string('', 'Text of the tip bar (plain text; empty hides the bar).', {
    env: [
      'SIMPLE_TOP_BAR_CONTENT',
      'NEXT_PUBLIC_SIMPLE_TOP_BAR_CONTENT',
      'NEXT_PUBLIC_THEME_SIMPLE_TOP_TIPS'
    ]
  }),
  SIMPLE_LOGO_DESCRIPTION: key.string(
    'Programmer\n/ Internet worker\n/ Knowledge sharer',
    'Tagline under the author in the masthead (plain text; line breaks are kept).',
    {
      env: [
        'SIMPLE_LOGO_DESCRIPTION',
        'NEXT_PUBLIC_SIMPLE_LOGO_DESCRIPTION',
        'NEXT_PUBLIC_THEME_SIMPLE_LOGO_DESCRIPTION'
      ]
    }
  ),
  SIMPLE_AUTHOR_LINK: key.string(
    '#',
    "Where the author's name in post rows links ('#': no link).",
    {
      env: ['SIMPLE_AUTHOR_LINK', 'NEXT_PUBLIC_SIMPLE_AUTHOR_LINK', 'NEXT_PUBLIC_AUTHOR_LINK']
    }
  ),
  SIMPLE_POST_AD_ENABLE: key.boolean(false, 'Put an ad unit between post rows (needs AdSense).'),
  SIMPLE_POST_COVER_ENABLE: key.boolean(false, "Show each post's cover left of its row."),
  SIMPLE_ARTICLE_RECOMMEND_POSTS: key.boolean(true, 'Show related posts under an article.'),
  SIMPLE_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  SIMPLE_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  SIMPLE_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  SIMPLE_MENU_SEARCH: key.boolean(true, 'Show Search in the menu.')
}

export const simpleConf = defineThemeConf({
  id: 'simple',
  keys: simpleKeys,
  menu: {
    CATEGORY: 'SIMPLE_MENU_CATEGORY',
    TAG: 'SIMPLE_MENU_TAG',
    ARCHIVE: 'SIMPLE_MENU_ARCHIVE',
    SEARCH: 'SIMPLE_MENU_SEARCH'
  },
  data: []
})
