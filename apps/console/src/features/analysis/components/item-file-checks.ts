/** The file's lower-case extension with its dot (`.xlsx`), empty without one. */
export const extensionOf = (name: string): string => /\.[^.]+$/.exec(name.toLowerCase())?.[0] ?? '';

/** Spec §5: the table field takes workbooks only. */
export const isWorkbook = (file: File): boolean => ['.xlsx', '.xls', '.csv'].includes(extensionOf(file.name));
