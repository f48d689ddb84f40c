/**
 * Removes `<think>…</think>` reasoning that some servers (Qwen/DeepSeek-R1 through Ollama) put inside
 * `content`, across chunk boundaries: the reasoning is never shown or stored as the answer.
 */
export class ThinkFilter {
  private inThink = false;
  private pending = '';

  push(text: string): string {
    let input = this.pending + text;
    this.pending = '';
    let out = '';
    while (input) {
      const tag = this.inThink ? '</think>' : '<think>';
      const at = input.indexOf(tag);
      if (at >= 0) {
        if (!this.inThink) out += input.slice(0, at);
        input = input.slice(at + tag.length);
        this.inThink = !this.inThink;
        continue;
      }
      // Keep a possible partial tag at the end for the next chunk.
      let keep = 0;
      for (let k = Math.min(tag.length - 1, input.length); k > 0; k--) {
        if (tag.startsWith(input.slice(-k))) {
          keep = k;
          break;
        }
      }
      if (!this.inThink) out += input.slice(0, input.length - keep);
      this.pending = input.slice(input.length - keep);
      input = '';
    }
    return out;
  }

  /** What is left at the end of the stream (an unfinished `<think` is dropped). */
  flush(): string {
    const rest = this.inThink || this.pending.startsWith('<') ? '' : this.pending;
    this.pending = '';
    return rest;
  }
}
