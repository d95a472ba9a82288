/**
 * Site settings the e2e builds and the e2e server share (ISR re-renders pages at run time with
 * the server's env): two comment systems, so the comment area and its tabs are tested offline
 * (stubbed scripts). Utterances is the first tab; Waline's script loads only when its tab opens.
 */
export const E2E_SITE_ENV = {
  COMMENT_UTTERANCES_REPO: 'demo/repo',
  COMMENT_WALINE_SERVER_URL: 'https://waline.e2e.example'
} as const
