declare module 'mime-types' {
  /** The full Content-Type for a file extension or type, charset included for text types (false when unknown). */
  export function contentType(type: string): string | false;
}
