import { uploadLibraryImage, type LibraryImage } from '@portal/shared-contracts/catalogue';
import { joinedFieldErrors, useErrorText } from '@portal/shared-ui';
import { useState } from 'react';

/** What the file inputs offer: the formats the server takes (it checks the bytes, not the name). */
export const IMAGE_ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * POST /images/upload of a chosen file with its progress (0–100, null while nothing is sent). A
 * refused file (too big, not a JPEG, PNG or WEBP) says why in the server's words: the reasons are
 * its field errors, the message only names the refusal.
 */
export function useImageUpload(onUploaded: (image: LibraryImage) => void) {
  const errorText = useErrorText();
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  const upload = async (file: File) => {
    setError(null);
    setProgress(0);
    try {
      const image = await uploadLibraryImage(file, { onProgress: ({ percent }) => setProgress(percent) });
      onUploaded(image);
    } catch (caught) {
      setError(joinedFieldErrors(caught) || errorText(caught));
    } finally {
      setProgress(null);
    }
  };

  return { upload, progress, error, uploading: progress !== null };
}
