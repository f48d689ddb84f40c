// The door into modules/common: other modules import only what this file exports (issue #28).
export { CommonModule } from './common.module';
export { sniff, storedName, storedNameParts } from './file-type';
export { sanitizeRichText, toPlainText } from './rich-text';
export { downloadName, resolveStatic, sendDownload } from './static-files';
export { UPLOAD_LIMITS, uploadError, UploadInterceptor, type UploadLimits } from './upload.interceptor';
export { type UploadedFile, uploadRootOf, UploadService } from './upload.service';
