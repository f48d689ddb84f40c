/**
 * What can be told about an image without looking at its pixels: the type from its magic number, the
 * dimensions from its header, and for JPEG the EXIF date and GPS position. Pure functions over a Buffer;
 * malformed data yields partial information, never an exception.
 */

export type ImageMime = 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp' | 'image/bmp';

export interface ImageInfo {
  mime: ImageMime;
  width: number | null;
  height: number | null;
  bytes: number;
  /** EXIF `DateTimeOriginal` (else `DateTime`), as written: `yyyy:MM:dd HH:mm:ss`. */
  takenAt: string | null;
  /** EXIF GPS position in decimal degrees. */
  gps: { lat: number; lon: number } | null;
  cameraModel: string | null;
}

/** The image type by magic number; null when the bytes are not one of the accepted image types. */
export function sniffImageType(buf: Buffer): ImageMime | null {
  if (buf.length >= 8 && buf.readUInt32BE(0) === 0x89504e47 && buf.readUInt32BE(4) === 0x0d0a1a0a) return 'image/png';
  if (buf.length >= 3 && buf[0] === 0xff && buf[1] === 0xd8 && buf[2] === 0xff) return 'image/jpeg';
  if (buf.length >= 6 && /^GIF8[79]a$/.test(buf.toString('latin1', 0, 6))) return 'image/gif';
  if (buf.length >= 12 && buf.toString('latin1', 0, 4) === 'RIFF' && buf.toString('latin1', 8, 12) === 'WEBP')
    return 'image/webp';
  if (buf.length >= 26 && buf.toString('latin1', 0, 2) === 'BM') return 'image/bmp';
  return null;
}

function pngSize(buf: Buffer) {
  return buf.length >= 24 ? { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) } : null;
}

function gifSize(buf: Buffer) {
  return buf.length >= 10 ? { width: buf.readUInt16LE(6), height: buf.readUInt16LE(8) } : null;
}

function bmpSize(buf: Buffer) {
  return { width: Math.abs(buf.readInt32LE(18)), height: Math.abs(buf.readInt32LE(22)) };
}

function webpSize(buf: Buffer) {
  if (buf.length < 30) return null;
  const chunk = buf.toString('latin1', 12, 16);
  if (chunk === 'VP8 ') return { width: buf.readUInt16LE(26) & 0x3fff, height: buf.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = buf.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') return { width: buf.readUIntLE(24, 3) + 1, height: buf.readUIntLE(27, 3) + 1 };
  return null;
}

interface JpegScan {
  size: { width: number; height: number } | null;
  exif: Buffer | null;
}

function scanJpeg(buf: Buffer): JpegScan {
  let offset = 2;
  let exif: Buffer | null = null;
  while (offset + 4 <= buf.length) {
    if (buf[offset] !== 0xff) return { size: null, exif };
    const marker = buf[offset + 1];
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      offset += 2;
      continue;
    }
    const length = buf.readUInt16BE(offset + 2);
    if (length < 2) return { size: null, exif };
    if (marker === 0xe1 && !exif && buf.toString('latin1', offset + 4, offset + 10) === 'Exif\0\0') {
      exif = buf.subarray(offset + 10, Math.min(buf.length, offset + 2 + length));
    }
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      if (offset + 9 > buf.length) return { size: null, exif };
      return { size: { height: buf.readUInt16BE(offset + 5), width: buf.readUInt16BE(offset + 7) }, exif };
    }
    offset += 2 + length;
  }
  return { size: null, exif };
}

interface ExifFields {
  takenAt: string | null;
  gps: { lat: number; lon: number } | null;
  cameraModel: string | null;
}

/** Reads IFD0, the EXIF sub-IFD and the GPS IFD of a TIFF-structured EXIF block. */
export function parseExif(tiff: Buffer): ExifFields {
  const out: ExifFields = { takenAt: null, gps: null, cameraModel: null };
  if (tiff.length < 8) return out;
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return out;
  const le = order === 'II';
  const u16 = (o: number) => (o + 2 <= tiff.length ? (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o)) : 0);
  const u32 = (o: number) => (o + 4 <= tiff.length ? (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o)) : 0);
  type Entry = { tag: number; type: number; count: number; valueOffset: number; at: number };
  const readIfd = (start: number): Entry[] => {
    if (start <= 0 || start + 2 > tiff.length) return [];
    const n = Math.min(u16(start), 512);
    const entries: Entry[] = [];
    for (let i = 0; i < n; i++) {
      const at = start + 2 + i * 12;
      if (at + 12 > tiff.length) break;
      entries.push({ tag: u16(at), type: u16(at + 2), count: u32(at + 4), valueOffset: u32(at + 8), at: at + 8 });
    }
    return entries;
  };
  const ascii = (e: Entry | undefined): string | null => {
    if (!e || e.type !== 2 || e.count === 0) return null;
    const start = e.count <= 4 ? e.at : e.valueOffset;
    if (start + e.count > tiff.length) return null;
    return (
      tiff
        .toString('latin1', start, start + e.count)
        .replace(/\0+$/, '')
        .trim() || null
    );
  };
  const rationals = (e: Entry | undefined): number[] | null => {
    if (!e || e.type !== 5 || e.count < 1 || e.valueOffset + e.count * 8 > tiff.length) return null;
    const values: number[] = [];
    for (let i = 0; i < e.count; i++) {
      const den = u32(e.valueOffset + i * 8 + 4);
      values.push(den ? u32(e.valueOffset + i * 8) / den : 0);
    }
    return values;
  };
  const ifd0 = readIfd(u32(4));
  const find = (list: Entry[], tag: number) => list.find((e) => e.tag === tag);
  out.cameraModel = ascii(find(ifd0, 0x0110));
  const exifIfd = readIfd(find(ifd0, 0x8769)?.valueOffset ?? 0);
  out.takenAt = ascii(find(exifIfd, 0x9003)) ?? ascii(find(ifd0, 0x0132));
  const gpsIfd = readIfd(find(ifd0, 0x8825)?.valueOffset ?? 0);
  const lat = rationals(find(gpsIfd, 0x0002));
  const lon = rationals(find(gpsIfd, 0x0004));
  if (lat && lon && lat.length >= 3 && lon.length >= 3) {
    const deg = (v: number[]) => v[0] + v[1] / 60 + v[2] / 3600;
    const latRef = ascii(find(gpsIfd, 0x0001)) ?? 'N';
    const lonRef = ascii(find(gpsIfd, 0x0003)) ?? 'E';
    const round = (x: number) => Math.round(x * 1e5) / 1e5;
    out.gps = {
      lat: round(latRef.startsWith('S') ? -deg(lat) : deg(lat)),
      lon: round(lonRef.startsWith('W') ? -deg(lon) : deg(lon)),
    };
  }
  return out;
}

/** Type, size and metadata of an image; null when the bytes are not an accepted image type. */
export function readImageInfo(buf: Buffer): ImageInfo | null {
  const mime = sniffImageType(buf);
  if (!mime) return null;
  let size: { width: number; height: number } | null = null;
  let exif: ExifFields = { takenAt: null, gps: null, cameraModel: null };
  try {
    if (mime === 'image/png') size = pngSize(buf);
    else if (mime === 'image/gif') size = gifSize(buf);
    else if (mime === 'image/bmp') size = bmpSize(buf);
    else if (mime === 'image/webp') size = webpSize(buf);
    else {
      const scan = scanJpeg(buf);
      size = scan.size;
      if (scan.exif) exif = parseExif(scan.exif);
    }
  } catch {
    // A truncated header leaves the fields unknown.
  }
  return { mime, width: size?.width ?? null, height: size?.height ?? null, bytes: buf.length, ...exif };
}
