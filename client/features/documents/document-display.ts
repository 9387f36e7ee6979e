export { documentKindLabel } from '#shared/domain/documents.ts'
export { formatFileSize } from '#client/components/upload/file-size.ts'
