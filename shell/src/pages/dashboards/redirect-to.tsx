import { useNavigate } from '@portal/shared-ui/router';
import { useEffect } from 'react';

/** Leaves for another screen, replacing this one in the history (react-router's Navigate with replace). */
export function RedirectTo({ path }: { path: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(path, { replace: true });
  }, [navigate, path]);
  return null;
}
