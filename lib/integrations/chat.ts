import type { PublicConfig } from '@/lib/config/types'
import { httpsBase, validId } from '@/lib/integrations/ids'
import { commandQueue, globals, type PlannedScript } from '@/lib/integrations/plan'

function crisp(config: PublicConfig): PlannedScript | null {
  const id = validId('crisp', 'CRISP_WEBSITE_ID', config.CRISP_WEBSITE_ID)
  if (!id) return null
  return {
    service: 'Crisp',
    src: 'https://client.crisp.chat/l.js',
    before: () => {
      const g = globals()
      g.$crisp ??= []
      g.CRISP_WEBSITE_ID = id
    }
  }
}

function daovoice(config: PublicConfig): PlannedScript | null {
  const id = validId('daovoice', 'COMMENT_DAO_VOICE_ID', config.COMMENT_DAO_VOICE_ID)
  if (!id) return null
  return {
    service: 'DaoVoice',
    src: `https://widget.daovoice.io/widget/${id}.js`,
    before: () => {
      const daovoice = commandQueue('daovoice')
      daovoice('init', { app_id: id })
      daovoice('update')
    }
  }
}

function gitter(config: PublicConfig): PlannedScript | null {
  const room = validId('gitterRoom', 'COMMENT_GITTER_ROOM', config.COMMENT_GITTER_ROOM)
  if (!room) return null
  return {
    service: 'Gitter',
    src: 'https://sidecar.gitter.im/dist/sidecar.v1.js',
    before: () => {
      globals().gitter = { chat: { options: { room } } }
    }
  }
}

function chatbase(config: PublicConfig): PlannedScript | null {
  const id = validId('chatbase', 'CHATBASE_ID', config.CHATBASE_ID)
  const base = httpsBase('CHATBASE_BASE_URL', config.CHATBASE_BASE_URL)
  if (!id || !base) return null
  return {
    service: 'Chatbase',
    src: `${base}/embed.min.js`,
    attributes: { chatbotId: id, id, domain: new URL(base).host }
  }
}

function messenger(config: PublicConfig, lang: string): PlannedScript | null {
  const page = validId('facebook', 'FACEBOOK_PAGE_ID', config.FACEBOOK_PAGE_ID)
  const app = validId('facebook', 'FACEBOOK_APP_ID', config.FACEBOOK_APP_ID)
  if (!page || !app) return null
  const locale = lang.replace('-', '_')
  return {
    service: 'Facebook Messenger',
    src: `https://connect.facebook.net/${locale}/sdk/xfbml.customerchat.js`,
    before: () => {
      const box = document.createElement('div')
      box.className = 'fb-customerchat'
      box.setAttribute('attribution', 'setup_tool')
      box.setAttribute('page_id', page)
      document.body.appendChild(box)
      globals().fbAsyncInit = () => {
        const fb = globals().FB as { init?: (o: object) => void } | undefined
        fb?.init?.({ appId: app, xfbml: true, version: 'v18.0' })
      }
    }
  }
}

/** WebWhiz's SDK, a fixed version: it reads its settings from its own script tag. */
export const WEBWHIZ_SDK = 'https://www.unpkg.com/webwhiz@1.0.0/dist/sdk.js'

function webwhiz(config: PublicConfig): PlannedScript | null {
  if (!config.WEB_WHIZ_ENABLED) return null
  const id = validId('webwhiz', 'WEB_WHIZ_CHAT_BOT_ID', config.WEB_WHIZ_CHAT_BOT_ID)
  const base = httpsBase('WEB_WHIZ_BASE_URL', config.WEB_WHIZ_BASE_URL)
  if (!id || !base) return null
  return {
    service: 'WebWhiz',
    src: WEBWHIZ_SDK,
    attributes: { id: '__webwhizSdk__', chatbotId: id, baseUrl: base }
  }
}

function dify(config: PublicConfig): PlannedScript | null {
  if (!config.DIFY_CHATBOT_ENABLED) return null
  const token = validId('difyToken', 'DIFY_CHATBOT_TOKEN', config.DIFY_CHATBOT_TOKEN)
  const base = httpsBase('DIFY_CHATBOT_BASE_URL', config.DIFY_CHATBOT_BASE_URL)
  if (!token || !base) return null
  return {
    service: 'Dify',
    src: `${base}/embed.min.js`,
    attributes: { id: token },
    before: () => {
      globals().difyChatbotConfig = { token, baseUrl: base }
    }
  }
}

/** Every configured chat widget; ids that do not match their service's form are refused. */
export function chatScripts(config: PublicConfig, lang: string): PlannedScript[] {
  const tidio = validId('tidio', 'COMMENT_TIDIO_ID', config.COMMENT_TIDIO_ID)
  const plans = [
    tidio ? { service: 'Tidio', src: `https://code.tidio.co/${tidio}.js` } : null,
    chatbase(config),
    crisp(config),
    daovoice(config),
    gitter(config),
    messenger(config, lang),
    webwhiz(config),
    dify(config)
  ]
  return plans.filter((p): p is PlannedScript => p !== null)
}
