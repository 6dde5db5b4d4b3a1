import type { Role } from '@daftar/contract';
import type { ReactNode } from 'react';
import { useSession } from '../session-context';

interface RoleGateProps {
  roles: readonly Role[];
  children: ReactNode;
  fallback?: ReactNode;
}

/** Shows its children only to the given roles; the server checks every call again. */
export function RoleGate({ roles, children, fallback = null }: RoleGateProps) {
  const { user } = useSession();
  return <>{user && roles.includes(user.role) ? children : fallback}</>;
}
