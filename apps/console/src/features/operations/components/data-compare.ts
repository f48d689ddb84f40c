/** One field of two snapshots side by side. */
export interface ComparedField {
  field: string;
  left: string;
  right: string;
  changed: boolean;
}

const show = (v: unknown): string => {
  if (v === undefined || v === null) return '';
  if (typeof v === 'string') return v;
  return JSON.stringify(v);
};

const parse = (content: string | undefined): Record<string, unknown> => {
  if (!content) return {};
  try {
    const value: unknown = JSON.parse(content);
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

/** The fields of two JSON snapshots (union, first snapshot's order first), each marked changed or not. */
export function compareSnapshots(leftContent: string | undefined, rightContent: string | undefined): ComparedField[] {
  const left = parse(leftContent);
  const right = parse(rightContent);
  const fields = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return fields.map((field) => {
    const l = show(left[field]);
    const r = show(right[field]);
    return { field, left: l, right: r, changed: l !== r };
  });
}
