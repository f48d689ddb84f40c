/**
 * Read aloud with the browser's Web Speech API (domain notes §2: TTS without dependencies). Where the API is
 * missing the button is not shown at all.
 */
export function isSpeechAvailable(): boolean {
  return (
    typeof window !== 'undefined' && 'speechSynthesis' in window && typeof SpeechSynthesisUtterance !== 'undefined'
  );
}

/** Markdown to speakable text: no code blocks, formulas, table rules or link targets. */
export function speakableText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?(```|$)/g, ' ')
    .replace(/\$\$[\s\S]*?\$\$/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s*\|?\s*:?-{2,}.*$/gm, ' ')
    .replace(/[|*_#>`~]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Speaks `markdown`; `onEnd` runs when it finishes or is cancelled. Any earlier utterance is cancelled. */
export function speak(markdown: string, lang: string, onEnd: () => void): void {
  if (!isSpeechAvailable()) return;
  window.speechSynthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(speakableText(markdown));
  utterance.lang = lang;
  utterance.onend = onEnd;
  utterance.onerror = onEnd;
  window.speechSynthesis.speak(utterance);
}

export function stopSpeaking(): void {
  if (isSpeechAvailable()) window.speechSynthesis.cancel();
}
