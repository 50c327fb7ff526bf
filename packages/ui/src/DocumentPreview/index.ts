export { DocumentPreview } from './DocumentPreview'
export type { DocumentPreviewProps } from './DocumentPreview'
