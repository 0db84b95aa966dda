/**
 * File storage (directory or database) and moving files between them. This index is all the area
 * offers to the rest of the API.
 */
export { databaseFileStorage, sweepAbandonedChunks } from './database-file-storage';
export { directoryFileStorage } from './directory-file-storage';
export { createFileStorage, type FileStorage } from './file-storage';
export { moveFiles } from './move-files';
