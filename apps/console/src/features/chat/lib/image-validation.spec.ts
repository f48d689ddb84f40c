import { CHAT_IMAGE_MAX_BYTES, CHAT_IMAGE_MAX_COUNT } from '@cropwatch/contract';
import { IMAGE_ACCEPT, IMAGE_MAX_MB, validateChatImage } from './image-validation';

describe('validateChatImage', () => {
  it('accepts the image types of the contract', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp']) {
      expect(validateChatImage({ type, size: 1000 }, 0)).toBeNull();
    }
  });

  it('rejects files that are not images (请上传图片)', () => {
    expect(validateChatImage({ type: 'application/pdf', size: 10 }, 0)).toBe('type');
    expect(validateChatImage({ type: '', size: 10 }, 0)).toBe('type');
    expect(validateChatImage({ type: 'image/svg+xml', size: 10 }, 0)).toBe('type');
  });

  it('rejects images above the size limit of the contract', () => {
    expect(validateChatImage({ type: 'image/png', size: CHAT_IMAGE_MAX_BYTES }, 0)).toBeNull();
    expect(validateChatImage({ type: 'image/png', size: CHAT_IMAGE_MAX_BYTES + 1 }, 0)).toBe('size');
  });

  it('rejects an image beyond the per-message count', () => {
    expect(validateChatImage({ type: 'image/png', size: 1 }, CHAT_IMAGE_MAX_COUNT - 1)).toBeNull();
    expect(validateChatImage({ type: 'image/png', size: 1 }, CHAT_IMAGE_MAX_COUNT)).toBe('count');
  });

  it('exposes the accept list and the limit in MB', () => {
    expect(IMAGE_ACCEPT).toContain('image/png');
    expect(IMAGE_MAX_MB).toBe(5);
  });
});
