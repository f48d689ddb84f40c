import { mockHttp } from '../../testing/mock-http';
import { editorImageUrl, isEditorImage, uploadEditorImage } from './upload-editor-image';

describe('editor images', () => {
  it('serves stored paths from /sys/common/static and keeps absolute URLs', () => {
    expect(editorImageUrl('jeditor/a_1.png', '/jeecg-boot/')).toBe('/jeecg-boot/sys/common/static/jeditor/a_1.png');
    expect(editorImageUrl('https://oss.example/a.png', '/jeecg-boot')).toBe('https://oss.example/a.png');
  });

  it('accepts only the editor image types within the size limit', () => {
    expect(isEditorImage(new File(['x'], 'map.PNG', { type: 'image/png' }))).toBe(true);
    expect(isEditorImage(new File(['x'], 'page.svg', { type: 'image/svg+xml' }))).toBe(false);
    const huge = new File(['x'], 'big.jpg');
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    expect(isEditorImage(huge)).toBe(false);
  });

  it('uploads as the Vue2 editor does and answers the address of the stored path', async () => {
    const http = mockHttp(() => ({ data: { success: true, code: 0, message: 'jeditor/map_1.png', result: null } }));
    await expect(uploadEditorImage(new File(['x'], 'map.png', { type: 'image/png' }))).resolves.toBe(
      '/jeecg-boot/sys/common/static/jeditor/map_1.png',
    );
    const form = http.requests[0].data as FormData;
    expect(http.requests[0]).toMatchObject({ method: 'POST', url: '/sys/common/upload' });
    expect(form.get('biz')).toBe('jeditor');
    expect(form.get('jeditor')).toBe('1');
    http.restore();
  });

  it('rejects with the server text when the upload is refused', async () => {
    const http = mockHttp(() => ({ data: { success: false, code: 500, message: '上传失败！', result: null } }));
    await expect(uploadEditorImage(new File(['x'], 'map.png'))).rejects.toThrow('上传失败！');
    http.restore();
  });
});
