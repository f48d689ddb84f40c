/** Pixel size of the images a bulletin embeds, read from their headers (no image library needed). */

export interface PixelSize {
  width: number;
  height: number;
}

/** PNG: the IHDR chunk right after the signature. */
export function pngSize(buf: Buffer): PixelSize | null {
  if (buf.length < 24 || buf.toString('ascii', 12, 16) !== 'IHDR') return null;
  return { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) };
}

/** JPEG: the first start-of-frame segment (SOF0–SOF15 except DHT, JPG and DAC). */
export function jpegSize(buf: Buffer): PixelSize | null {
  let i = 2;
  while (i + 9 < buf.length) {
    if (buf[i] !== 0xff) return null;
    const marker = buf[i + 1];
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = buf.readUInt16BE(i + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: buf.readUInt16BE(i + 5), width: buf.readUInt16BE(i + 7) };
    i += 2 + length;
  }
  return null;
}

/** SVG: the `width`/`height` of the root element, else its `viewBox`. */
export function svgSize(text: string): PixelSize | null {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!root) return null;
  const attr = (name: string) => new RegExp(`\\s${name}="([\\d.]+)(px)?"`).exec(root)?.[1];
  const width = Number(attr('width'));
  const height = Number(attr('height'));
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox="[\d.-]+[ ,]+[\d.-]+[ ,]+([\d.]+)[ ,]+([\d.]+)"/.exec(root);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : null;
}
