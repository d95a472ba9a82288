import { key } from './key'

/** Advertising. Public: the browser loads it. Off until an id is set; ids are content. */
const content = { notion: true } as const

export const adKeys = {
  ADSENSE_GOOGLE_ID: key.string(
    '',
    'Google AdSense publisher id, e.g. ca-pub-1234567890123456.',
    content
  ),
  ADSENSE_GOOGLE_TEST: key.boolean(
    false,
    'AdSense test mode: placeholder ads while developing.',
    content
  ),
  ADSENSE_GOOGLE_SLOT_IN_ARTICLE: key.string('', 'AdSense in-article unit slot id.', content),
  ADSENSE_GOOGLE_SLOT_FLOW: key.string('', 'AdSense in-feed unit slot id.', content),
  ADSENSE_GOOGLE_SLOT_NATIVE: key.string('', 'AdSense native unit slot id.', content),
  ADSENSE_GOOGLE_SLOT_AUTO: key.string('', 'AdSense display unit slot id.', content),
  AD_WWADS_ID: key.string('', 'WWAds (wwads.cn) unit id.', { ...content, aliases: ['WWAD_ID'] })
}
