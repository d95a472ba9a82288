/** The product's name and version, shown in the generator meta tag. */
export const PRODUCT_NAME = 'NotionPress'
export const PRODUCT_VERSION = '4.8.4'
export const GENERATOR = `${PRODUCT_NAME} ${PRODUCT_VERSION}`
