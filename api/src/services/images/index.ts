/**
 * The image library: upload, list, update, serve, delete. This index is all the area offers to the
 * rest of the API.
 */
export { deleteLibraryImage } from './delete-image';
export { listLibraryImages } from './list-images';
export { serveLibraryImage } from './serve-image';
export { updateLibraryImage } from './update-image';
export { uploadLibraryImage } from './upload-image';
