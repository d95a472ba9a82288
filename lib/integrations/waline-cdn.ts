/** Waline's browser client (v2, UMD build): the folder its script and stylesheet load from. */
export const WALINE_CLIENT_DIR = 'https://cdn.jsdelivr.net/npm/@waline/client@2/dist/'
