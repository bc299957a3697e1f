export {
  JPEG_ACCEPT,
  JPEG_SIGNATURE,
  MAX_UPLOAD_BYTES,
  MIN_UPLOAD_BYTES,
  checkJpegFile,
  hasJpegSignature,
  readHead,
  type FileProblem,
} from './file-checks';
export { percentOf, uploadDocument, uploadForm, type UploadOptions, type UploadProgress } from './upload';
