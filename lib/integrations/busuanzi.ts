/** Busuanzi's counter script: it fills the elements with its ids (busuanzi_value_*) itself. */
export const BUSUANZI_SRC = 'https://busuanzi.ibruce.info/busuanzi/2.3/busuanzi.pure.mini.js'
