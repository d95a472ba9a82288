/** The part of chrome-launcher's API the audit uses (installed in tools/, not beside this file). */
declare module 'chrome-launcher' {
  export interface LaunchedChrome {
    port: number
    kill(): void
  }
  export function launch(options: {
    chromePath?: string
    chromeFlags?: string[]
  }): Promise<LaunchedChrome>
}
