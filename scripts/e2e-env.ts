/**
 * Site settings the e2e builds and the e2e server share (ISR re-renders pages at run time with
 * the server's env): a comment system, so the comment area is tested offline (stubbed scripts).
 */
export const E2E_SITE_ENV = { COMMENT_UTTERANCES_REPO: 'demo/repo' } as const
