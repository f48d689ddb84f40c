import { composerKeyAction } from './composer-keys';

const key = (k: string, extra: Partial<{ shiftKey: boolean; isComposing: boolean; keyCode: number }> = {}) => ({
  key: k,
  shiftKey: false,
  isComposing: false,
  ...extra,
});

describe('composerKeyAction', () => {
  const idle = { running: false, canSend: true };

  it('sends on Enter', () => {
    expect(composerKeyAction(key('Enter'), idle)).toBe('send');
  });

  it('leaves Shift+Enter to the textarea (new line)', () => {
    expect(composerKeyAction(key('Enter', { shiftKey: true }), idle)).toBe('none');
  });

  it('does not send while an input method is composing', () => {
    expect(composerKeyAction(key('Enter', { isComposing: true }), idle)).toBe('none');
    expect(composerKeyAction(key('Enter', { keyCode: 229 }), idle)).toBe('none');
  });

  it('does not send an empty question or while an answer runs', () => {
    expect(composerKeyAction(key('Enter'), { running: false, canSend: false })).toBe('none');
    expect(composerKeyAction(key('Enter'), { running: true, canSend: true })).toBe('none');
  });

  it('stops a running answer on Escape', () => {
    expect(composerKeyAction(key('Escape'), { running: true, canSend: false })).toBe('stop');
    expect(composerKeyAction(key('Escape'), idle)).toBe('none');
  });
});
