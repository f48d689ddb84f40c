/** What a key press in the composer does (domain notes §2: Enter sends, Shift+Enter new line, Esc stops). */
export type ComposerKeyAction = 'send' | 'stop' | 'none';

export interface ComposerKey {
  key: string;
  shiftKey: boolean;
  /** An input method is composing (Chinese/Japanese IME): Enter confirms the candidate, never sends. */
  isComposing: boolean;
  /** Chromium reports 229 for keys an IME swallowed, sometimes without `isComposing`. */
  keyCode?: number;
}

export function composerKeyAction(e: ComposerKey, state: { running: boolean; canSend: boolean }): ComposerKeyAction {
  if (e.key === 'Escape') return state.running ? 'stop' : 'none';
  if (e.key !== 'Enter' || e.shiftKey || e.isComposing || e.keyCode === 229) return 'none';
  return state.canSend && !state.running ? 'send' : 'none';
}
