import path from 'node:path';
import { readMessageSeed } from './message.seeder';
import { placeholdersOf } from './template-render';

describe('seed/messages.json', () => {
  const seed = readMessageSeed(path.resolve(__dirname, '../../../../../seed'));

  it('is valid, with unique template codes and ids', () => {
    const codes = seed.templates.map((t) => t.templateCode);
    expect(new Set(codes).size).toBe(codes.length);
    const ids = [...seed.templates, ...seed.messages].map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(seed.dicts.map((d) => d.dictCode)).toEqual(['msgSendStatus']);
  });

  it('gives every template sample values for all of its placeholders', () => {
    for (const t of seed.templates) {
      const sample = JSON.parse(t.templateTestJson ?? '{}') as Record<string, string>;
      expect({
        code: t.templateCode,
        missing: placeholdersOf(t.templateName, t.templateContent).filter((p) => !(p in sample)),
      }).toEqual({
        code: t.templateCode,
        missing: [],
      });
    }
  });
});
