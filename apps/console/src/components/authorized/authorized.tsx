import type { ReactNode } from 'react';
import { usePermission } from './use-permission';

export interface AuthorizedProps {
  /** A permission code or a comma list of them (any one grants). */
  action: string;
  children: ReactNode;
  fallback?: ReactNode;
}

/** The `v-has` directive as a wrapper: renders its children only when the action is permitted. */
export function Authorized({ action, children, fallback = null }: AuthorizedProps): ReactNode {
  const { has } = usePermission();
  return has(action) ? children : fallback;
}
