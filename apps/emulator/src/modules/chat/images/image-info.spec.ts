import { parseExif, readImageInfo, sniffImageType } from './image-info';

/** A minimal JPEG: SOI, APP1 Exif (IFD0 with Model and the Exif IFD holding DateTimeOriginal), SOF0, EOI. */
function jpegWithExif(): Buffer {
  const tiff = Buffer.alloc(120);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number) => {
    tiff.writeUInt16LE(tag, at);
    tiff.writeUInt16LE(type, at + 2);
    tiff.writeUInt32LE(count, at + 4);
    tiff.writeUInt32LE(value, at + 8);
  };
  tiff.writeUInt16LE(2, 8);
  entry(10, 0x0110, 2, 3, 0);
  tiff.write('X1\0', 18, 'latin1');
  entry(22, 0x8769, 4, 1, 40);
  tiff.writeUInt16LE(1, 40);
  entry(42, 0x9003, 2, 20, 60);
  tiff.write('2025:08:01 10:20:30\0', 60, 'latin1');
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe1]),
    u16(2 + 6 + tiff.length),
    Buffer.from('Exif\0\0', 'latin1'),
    tiff,
    Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08]),
    u16(480),
    u16(640),
    Buffer.alloc(10),
    Buffer.from([0xff, 0xd9]),
  ]);
}
function u16(n: number) {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
}

describe('image info', () => {
  it('recognises images by magic number, whatever the name', () => {
    expect(sniffImageType(Buffer.from('89504e470d0a1a0a', 'hex'))).toBe('image/png');
    expect(sniffImageType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffImageType(Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'))).toBe('image/gif');
    expect(sniffImageType(Buffer.from('RIFF\0\0\0\0WEBPVP8 ', 'latin1'))).toBe('image/webp');
    expect(sniffImageType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImageType(Buffer.from('%PDF-1.7'))).toBeNull();
    expect(sniffImageType(Buffer.alloc(0))).toBeNull();
  });

  it('reads PNG and GIF dimensions', () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000280000001e00806000000', 'hex');
    expect(readImageInfo(png)).toMatchObject({ mime: 'image/png', width: 640, height: 480, bytes: png.length });
    const gif = Buffer.from('GIF89a\x20\x00\x10\x00', 'latin1');
    expect(readImageInfo(gif)).toMatchObject({ width: 32, height: 16 });
  });

  it('reads JPEG dimensions, camera and EXIF date', () => {
    const info = readImageInfo(jpegWithExif());
    expect(info).toMatchObject({
      mime: 'image/jpeg',
      width: 640,
      height: 480,
      cameraModel: 'X1',
      takenAt: '2025:08:01 10:20:30',
      gps: null,
    });
  });

  it('reads GPS positions in decimal degrees', () => {
    const tiff = Buffer.alloc(160);
    tiff.write('MM', 0, 'latin1');
    tiff.writeUInt16BE(42, 2);
    tiff.writeUInt32BE(8, 4);
    tiff.writeUInt16BE(1, 8);
    const entry = (at: number, tag: number, type: number, count: number, value: number) => {
      tiff.writeUInt16BE(tag, at);
      tiff.writeUInt16BE(type, at + 2);
      tiff.writeUInt32BE(count, at + 4);
      tiff.writeUInt32BE(value, at + 8);
    };
    entry(10, 0x8825, 4, 1, 30);
    tiff.writeUInt16BE(4, 30);
    entry(32, 0x0001, 2, 2, 0);
    tiff.write('S\0', 40, 'latin1');
    entry(44, 0x0002, 5, 3, 100);
    entry(56, 0x0003, 2, 2, 0);
    tiff.write('W\0', 64, 'latin1');
    entry(68, 0x0004, 5, 3, 124);
    const rational = (at: number, n: number, d: number) => {
      tiff.writeUInt32BE(n, at);
      tiff.writeUInt32BE(d, at + 4);
    };
    rational(100, 34, 1);
    rational(108, 36, 1);
    rational(116, 0, 1);
    rational(124, 58, 1);
    rational(132, 22, 1);
    rational(140, 30, 1);
    expect(parseExif(tiff).gps).toEqual({ lat: -34.6, lon: -58.375 });
  });

  it('never throws on truncated or garbage headers', () => {
    expect(readImageInfo(Buffer.from([0xff, 0xd8, 0xff, 0xe1, 0x00]))).toMatchObject({
      mime: 'image/jpeg',
      width: null,
    });
    expect(parseExif(Buffer.from('II*\0\xff\xff\xff\xff', 'latin1'))).toEqual({
      takenAt: null,
      gps: null,
      cameraModel: null,
    });
  });
});
