import { dropOldestTurns, earlierTurns, fitToContext, splitTurns } from './history-fit';

type M = { role: string; content: string };
const m = (role: string, content: string): M => ({ role, content });
/** One "token" a character of content: enough to see which messages a fit keeps. */
const chars = (ms: M[]) => ms.reduce((n, x) => n + x.content.length, 0);
const contents = (ms: M[]) => ms.map((x) => x.content);

const conversation: M[] = [
  m('system', 'SYS'),
  m('system', 'TOOLS'),
  m('user', 'q1-aaaaaaaaaa'),
  m('assistant', 'a1-aaaaaaaaaa'),
  m('user', 'q2-bbbbbbbbbb'),
  m('assistant', 'call'),
  m('tool', 'result-of-call'),
  m('assistant', 'a2-bbbbbbbbbb'),
  m('user', 'q3-cccccccccc'),
  m('assistant', 'a3-cccccccccc'),
  m('user', 'NOW'),
];

describe('fitting a conversation into the context (issue #33)', () => {
  it('splits it into system messages, earlier turns (a user message with its answers) and the newest turn', () => {
    const s = splitTurns(conversation);
    expect(contents(s.system)).toEqual(['SYS', 'TOOLS']);
    expect(s.turns.map(contents)).toEqual([
      ['q1-aaaaaaaaaa', 'a1-aaaaaaaaaa'],
      ['q2-bbbbbbbbbb', 'call', 'result-of-call', 'a2-bbbbbbbbbb'],
      ['q3-cccccccccc', 'a3-cccccccccc'],
    ]);
    expect(contents(s.current)).toEqual(['NOW']);
    expect(earlierTurns(conversation)).toBe(3);
  });

  it('keeps the tool calls and results of the newest turn with its question', () => {
    const inTurn = [...conversation, m('assistant', 'call-now'), m('tool', 'result-now')];
    expect(contents(splitTurns(inTurn).current)).toEqual(['NOW', 'call-now', 'result-now']);
    expect(contents(dropOldestTurns(inTurn, 99))).toEqual(['SYS', 'TOOLS', 'NOW', 'call-now', 'result-now']);
  });

  it('drops whole pairs, oldest first, and never the system messages or the newest question', () => {
    expect(contents(dropOldestTurns(conversation, 1))).toEqual([
      'SYS',
      'TOOLS',
      'q2-bbbbbbbbbb',
      'call',
      'result-of-call',
      'a2-bbbbbbbbbb',
      'q3-cccccccccc',
      'a3-cccccccccc',
      'NOW',
    ]);
    expect(contents(dropOldestTurns(conversation, 3))).toEqual(['SYS', 'TOOLS', 'NOW']);
    expect(dropOldestTurns(conversation, 0)).toEqual(conversation);
  });

  it('counts an answer left at the start of the window as a turn of its own', () => {
    const window = [m('assistant', 'orphan'), m('user', 'q'), m('assistant', 'a'), m('user', 'NOW')];
    expect(splitTurns(window).turns.map(contents)).toEqual([['orphan'], ['q', 'a']]);
    expect(contents(dropOldestTurns(window, 1))).toEqual(['q', 'a', 'NOW']);
  });

  it('keeps everything when it fits, counting once', async () => {
    const count = jest.fn(chars);
    const r = await fitToContext(conversation, 1000, count);
    expect(r).toEqual({ fits: true, messages: conversation, dropped: 0 });
    expect(count).toHaveBeenCalledTimes(1);
  });

  it('drops the fewest oldest turns that make it fit; the tool call stays with its result', async () => {
    const all = chars(conversation);
    // Dropping the first pair (26 characters) is not enough; dropping the second as well is.
    const r = await fitToContext(conversation, all - 27, chars);
    expect(r.fits).toBe(true);
    if (!r.fits) return;
    expect(r.dropped).toBe(2);
    expect(contents(r.messages)).toEqual(['SYS', 'TOOLS', 'q3-cccccccccc', 'a3-cccccccccc', 'NOW']);
    const justOne = await fitToContext(conversation, all - 26, chars);
    expect(justOne).toMatchObject({ fits: true, dropped: 1 });
    if (justOne.fits) expect(contents(justOne.messages)).toContain('result-of-call');
    expect(contents(justOne.fits ? justOne.messages : [])).toContain('call');
  });

  it('accepts an asynchronous count (the local model counts in its worker thread)', async () => {
    const r = await fitToContext(conversation, 'SYSTOOLSNOW'.length, (ms) => Promise.resolve(chars(ms)));
    expect(r).toMatchObject({ fits: true, dropped: 3 });
  });

  it('does not fit when the system messages and the newest question alone exceed the budget', async () => {
    const r = await fitToContext(conversation, 'SYSTOOLSNOW'.length - 1, chars);
    expect(r).toEqual({ fits: false, tokens: 'SYSTOOLSNOW'.length });
  });
});
