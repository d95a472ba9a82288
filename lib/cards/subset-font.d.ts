declare module 'subset-font' {
  /** Cuts a TTF/WOFF/WOFF2 font down to the glyphs of `text` (harfbuzz's hb-subset, as wasm). */
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'sfnt' | 'truetype' | 'woff' | 'woff2' }
  ): Promise<Buffer>
}
