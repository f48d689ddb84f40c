import { JeecgError } from '../../core/errors/jeecg.errors';
import { checkUploadType, sniff, storedName, storedNameParts } from './file-type';

const buf = (...parts: (string | number[])[]) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
const PNG = buf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0, 0, 0, 0]);

const failure = (fn: () => void): string => {
  try {
    fn();
  } catch (e) {
    if (e instanceof JeecgError) return e.message;
    throw e;
  }
  return 'accepted';
};

describe('sniff', () => {
  it('recognises the formats by their magic numbers', () => {
    expect(sniff(PNG)).toBe('png');
    expect(sniff(buf([0xff, 0xd8, 0xff, 0xdb]))).toBe('jpeg');
    expect(sniff(buf('GIF87a'))).toBe('gif');
    expect(sniff(buf('RIFF', [0, 0, 0, 0], 'WEBP'))).toBe('webp');
    expect(sniff(buf('RIFF', [0, 0, 0, 0], 'WAVE'))).toBeNull();
    expect(sniff(buf('BM', [70, 0, 0, 0], new Array<number>(22).fill(0)))).toBe('bmp');
    expect(sniff(buf('%PDF-1.7'))).toBe('pdf');
    expect(sniff(buf([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))).toBe('ole2');
    expect(sniff(buf([0x50, 0x4b, 0x03, 0x04]))).toBe('zip');
    expect(sniff(buf('MZ'))).toBe('executable');
    expect(sniff(buf([0x7f], 'ELF'))).toBe('executable');
    expect(sniff(buf('#!/bin/sh'))).toBe('executable');
    expect(sniff(Buffer.from('\ufeff  <!DOCTYPE html>'))).toBe('markup');
    expect(sniff(Buffer.from('<svg onload=alert(1)>'))).toBe('markup');
    expect(sniff(Buffer.from('a,b\n1,2'))).toBeNull();
  });
});

describe('checkUploadType', () => {
  it('accepts an allowed extension whose content agrees', () => {
    expect(failure(() => checkUploadType('png', PNG, false))).toBe('accepted');
    expect(failure(() => checkUploadType('png', PNG, true))).toBe('accepted');
    expect(failure(() => checkUploadType('csv', Buffer.from('产量,面积\n1,2'), false))).toBe('accepted');
  });

  it('refuses other extensions, mismatching content and non-images in the editor', () => {
    expect(failure(() => checkUploadType('exe', buf('MZ'), false))).toMatch(
      /^不支持的文件类型：\.exe，允许的类型：png、/,
    );
    expect(failure(() => checkUploadType('', PNG, false))).toMatch(/^不支持的文件类型：无扩展名/);
    expect(failure(() => checkUploadType('png', Buffer.from('<html>'), false))).toBe('文件内容与扩展名不符：.png');
    expect(failure(() => checkUploadType('docx', buf([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), false))).toBe(
      '文件内容与扩展名不符：.docx',
    );
    expect(failure(() => checkUploadType('txt', buf('a', [0], 'b'), false))).toBe('文件内容与扩展名不符：.txt');
    expect(failure(() => checkUploadType('bmp', PNG, true))).toBe('编辑器只能上传图片（png、jpg、jpeg、gif、webp）');
  });
});

describe('storedNameParts', () => {
  it('cleans the original name as CommonController does and never keeps a path', () => {
    expect(storedNameParts('C:\\Users\\a\\图 片(1).PNG')).toEqual({ base: '图片(1)', ext: 'png' });
    expect(storedNameParts('../../x=y,z&#“”.pdf')).toEqual({ base: 'xyz', ext: 'pdf' });
    expect(storedNameParts('..')).toEqual({ base: 'file', ext: '' });
    expect(storedNameParts('.bashrc')).toEqual({ base: 'file', ext: 'bashrc' });
    expect(storedNameParts('a'.repeat(200) + '.png').base).toHaveLength(80);
    expect(storedName({ base: 'a', ext: 'png' }, 1660000000000)).toBe('a_1660000000000.png');
    expect(storedName({ base: 'a', ext: '' }, 1)).toBe('a_1');
  });
});
