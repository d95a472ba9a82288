/** Search-engine and link-preview crawlers: they get no comment area. */
const BOT =
  /bot\b|crawl|spider|slurp|bingpreview|mediapartners|facebookexternalhit|embedly|quora link preview|vkshare|w3c_validator|lighthouse|yandex|baiduspider|sogou|360spider|bytespider|petalbot/i

export const isBot = (userAgent: string): boolean => BOT.test(userAgent)
