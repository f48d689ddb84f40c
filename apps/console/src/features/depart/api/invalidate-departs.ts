import type { QueryClient } from '@tanstack/react-query';
import { departTreeKey } from './query-depart-tree-sync';

/** The lazy levels of this page and the whole tree the shared department picker caches (components/api). */
const sharedTreeKey = ['sys', 'depart', 'tree'] as const;

export async function invalidateDeparts(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: departTreeKey }),
    queryClient.invalidateQueries({ queryKey: sharedTreeKey }),
  ]);
}
