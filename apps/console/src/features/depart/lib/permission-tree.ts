/** The menu/button tree of the authorisation tabs (contract §6.2/§6.4: the name may sit only in `slotTitle`). */
export interface GrantTreeSource {
  key: string;
  title?: string | null;
  slotTitle?: string | null;
  children?: readonly GrantTreeSource[] | null;
}

export interface GrantTreeItem {
  key: string;
  title: string;
  /** Accessible name without the expander icon's label. */
  'aria-label': string;
  children?: GrantTreeItem[];
}

export function toGrantTree(nodes: readonly GrantTreeSource[]): GrantTreeItem[] {
  return nodes.map((n) => {
    const title = n.slotTitle || n.title || n.key;
    const item: GrantTreeItem = { key: n.key, title, 'aria-label': title };
    if (n.children && n.children.length > 0) item.children = toGrantTree(n.children);
    return item;
  });
}

/** Every key, depth first (select all). */
export const allGrantKeys = (items: readonly GrantTreeItem[]): string[] =>
  items.flatMap((i) => [i.key, ...allGrantKeys(i.children ?? [])]);

/** Keys of the nodes that have children (expand all). */
export const parentGrantKeys = (items: readonly GrantTreeItem[]): string[] =>
  items.flatMap((i) => (i.children ? [i.key, ...parentGrantKeys(i.children)] : []));
