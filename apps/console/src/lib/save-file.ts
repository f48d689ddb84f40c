/** Saves `href` (a data or object URL) as `fileName` through a link the browser downloads, as every save does. */
export function clickDownload(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

/** Saves `blob` as `fileName` (its object URL is released after the click). */
export function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  clickDownload(href, fileName);
  URL.revokeObjectURL(href);
}
