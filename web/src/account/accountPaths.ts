import { useLocation } from 'react-router';

/** Profile and password screens exist in both areas; links stay in the area the user is in. */
export function useAccountPaths() {
  const { pathname } = useLocation();
  const base = pathname.startsWith('/admin/') ? '/admin' : '';
  return { profile: `${base}/profile`, changePassword: `${base}/change-password` };
}
