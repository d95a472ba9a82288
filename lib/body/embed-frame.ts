/** What a framed page in a post body may do: run, play and go full screen, never navigate us. */
export const EMBED_SANDBOX =
  'allow-scripts allow-same-origin allow-popups allow-forms allow-presentation'

/** The features a framed video player is granted (YouTube's own embed list). */
export const VIDEO_ALLOW = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture'
