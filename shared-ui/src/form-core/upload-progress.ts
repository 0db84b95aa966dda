import type { UploadProgress } from '@portal/shared-contracts/core';
import { createContext, useContext } from 'react';

/** How far the form's upload is, while it sends one (null otherwise): the file fields show it. */
export const UploadProgressContext = createContext<UploadProgress | null>(null);

export const useUploadProgress = () => useContext(UploadProgressContext);
