import { key } from '@/conf/key'
import { defineThemeConf } from '@/conf/themes/define'

/** commerce's settings: NotionNext's names and defaults. */
export const commerceKeys = {
  COMMERCE_HOME_BANNER_ENABLE: key.boolean(true, "Show the site's cover as a banner on home."),
  COMMERCE_HOME_POSTS_COUNT: key.number(9, 'How many products the home page shows.', {
    min: 0,
    max: 60
  }),
  COMMERCE_TEXT_CENTER_TITLE: key.string('Product Center', 'Title of the home product centre.'),
  COMMERCE_TEXT_CENTER_DESCRIPTION: key.string(
    'We are committed to providing quality products and services to our customers.',
    'Sentence under the product centre title (plain text).'
  ),
  COMMERCE_TEXT_CENTER_CATEGORY_TITLE: key.string(
    'Product Categories',
    'Heading of the category list beside the products.'
  ),
  COMMERCE_TEXT_FOOTER_TITLE: key.string('Contact US', "Heading of the footer's contact column."),
  COMMERCE_TEXT_FOOTER_MENU_1: key.string(
    'Product Center',
    "Heading of the footer's category links."
  ),
  COMMERCE_TEXT_FOOTER_MENU_2: key.string('About US', "Heading of the footer's menu links."),
  COMMERCE_FOOTER_RIGHT_IMG_URL: key.string('', 'Image in the footer, e.g. a QR code.'),
  COMMERCE_FOOTER_RIGHT_TEXT: key.string('', 'Caption under the footer image (plain text).'),
  COMMERCE_CONTACT_WHATSAPP_SHOW: key.boolean(
    true,
    'Show the WhatsApp link in the footer (needs CONTACT_WHATSAPP).'
  ),
  COMMERCE_CONTACT_TELEGRAM_SHOW: key.boolean(
    true,
    'Show the Telegram link in the footer (needs CONTACT_TELEGRAM).'
  ),
  COMMERCE_MENU_CATEGORY: key.boolean(true, 'Show Category in the menu.'),
  COMMERCE_MENU_TAG: key.boolean(true, 'Show Tags in the menu.'),
  COMMERCE_MENU_ARCHIVE: key.boolean(true, 'Show Archive in the menu.'),
  COMMERCE_MENU_SEARCH: key.boolean(true, 'Show Search in the menu.')
}

export const commerceConf = defineThemeConf({
  id: 'commerce',
  keys: commerceKeys,
  menu: {
    CATEGORY: 'COMMERCE_MENU_CATEGORY',
    TAG: 'COMMERCE_MENU_TAG',
    ARCHIVE: 'COMMERCE_MENU_ARCHIVE',
    SEARCH: 'COMMERCE_MENU_SEARCH'
  },
  data: []
})
