import { key } from './key'

/** Chat widgets floating over every page. Public. Each is off until its id is set; ids are content. */
const content = { notion: true } as const

export const chatKeys = {
  COMMENT_TIDIO_ID: key.string('', 'Tidio public key (code.tidio.co/<key>.js).', {
    ...content,
    aliases: ['TIDIO_ID']
  }),
  CHATBASE_ID: key.string('', 'Chatbase chatbot id.', content),
  CHATBASE_BASE_URL: key.string(
    'https://www.chatbase.co',
    'Chatbase: https address serving embed.min.js.'
  ),
  CRISP_WEBSITE_ID: key.string('', 'Crisp website id (a UUID).', content),
  COMMENT_DAO_VOICE_ID: key.string('', 'DaoVoice app id.', {
    ...content,
    aliases: ['DAOVOICE_ID']
  }),
  COMMENT_GITTER_ROOM: key.string('', 'Gitter room, e.g. owner/room.', {
    ...content,
    aliases: ['GITTER_ROOM']
  }),
  FACEBOOK_APP_ID: key.string('', 'Facebook app id for the Messenger chat plugin.', content),
  FACEBOOK_PAGE_ID: key.string('', 'Facebook page id: Messenger chat is on when set.', content),
  WEB_WHIZ_ENABLED: key.boolean(false, 'WebWhiz chatbot on (with WEB_WHIZ_CHAT_BOT_ID).', content),
  WEB_WHIZ_CHAT_BOT_ID: key.string('', 'WebWhiz chatbot id (24 hex digits).', content),
  WEB_WHIZ_BASE_URL: key.string(
    'https://api.webwhiz.ai',
    'WebWhiz: https address of its API (another for a self-hosted WebWhiz).'
  ),
  DIFY_CHATBOT_ENABLED: key.boolean(false, 'Dify chatbot on (with DIFY_CHATBOT_TOKEN).', content),
  DIFY_CHATBOT_TOKEN: key.string('', "Dify chatbot's public embed token.", content),
  DIFY_CHATBOT_BASE_URL: key.string(
    'https://udify.app',
    'Dify: https address serving embed.min.js and the chat window (yours if self-hosted).'
  )
}
