export { MaskedField } from './MaskedField'
export type { MaskedFieldProps } from './MaskedField'
export { applyMask, masks, defaultTokens } from './mask'
export type { MaskDefinition, MaskToken, MaskResult } from './mask'
