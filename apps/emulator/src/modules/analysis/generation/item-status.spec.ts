import { analysisItemStatuses, type AnalysisItemStatus } from '@cropwatch/contract';
import { addToCounts, analysisStatus, canTransition, emptyCounts, type ItemEvent, nextStatus } from './item-status';

const EVENTS: ItemEvent[] = [
  { type: 'queue' },
  { type: 'run-succeeded' },
  { type: 'run-failed' },
  { type: 'cancel', previous: 'GENERATED' },
  { type: 'save-text' },
];

describe('analysis item status transitions', () => {
  it('queues every item that is not already waiting', () => {
    expect(nextStatus('NOT_GENERATED', { type: 'queue' })).toBe('WAITING');
    expect(nextStatus('GENERATED', { type: 'queue' })).toBe('WAITING');
    expect(nextStatus('FAILED', { type: 'queue' })).toBe('WAITING');
    expect(canTransition('WAITING', { type: 'queue' })).toBe(false);
  });

  it('ends a waiting item only through a finished run', () => {
    expect(nextStatus('WAITING', { type: 'run-succeeded' })).toBe('GENERATED');
    expect(nextStatus('WAITING', { type: 'run-failed' })).toBe('FAILED');
    for (const from of ['NOT_GENERATED', 'GENERATED', 'FAILED'] as const) {
      expect(canTransition(from, { type: 'run-succeeded' })).toBe(false);
      expect(canTransition(from, { type: 'run-failed' })).toBe(false);
    }
  });

  it('cancels back to the status the item had before it was queued', () => {
    expect(nextStatus('WAITING', { type: 'cancel', previous: 'GENERATED' })).toBe('GENERATED');
    expect(nextStatus('WAITING', { type: 'cancel', previous: 'FAILED' })).toBe('FAILED');
    expect(nextStatus('WAITING', { type: 'cancel', previous: null })).toBe('NOT_GENERATED');
    expect(nextStatus('WAITING', { type: 'cancel', previous: 'WAITING' })).toBe('NOT_GENERATED');
    expect(canTransition('GENERATED', { type: 'cancel', previous: 'NOT_GENERATED' })).toBe(false);
  });

  it('takes a chat answer as the text of any item that is not waiting (issue #34)', () => {
    for (const from of ['NOT_GENERATED', 'GENERATED', 'FAILED'] as const)
      expect(nextStatus(from, { type: 'chat-answer' })).toBe('GENERATED');
    expect(canTransition('WAITING', { type: 'chat-answer' })).toBe(false);
  });

  it('lets only a generated text be edited by hand', () => {
    expect(nextStatus('GENERATED', { type: 'save-text' })).toBe('GENERATED');
    for (const from of ['NOT_GENERATED', 'WAITING', 'FAILED'] as const)
      expect(canTransition(from, { type: 'save-text' })).toBe(false);
  });

  it('never takes a not-generated item to GENERATED in one step, whatever the event', () => {
    for (const event of EVENTS) {
      if (canTransition('NOT_GENERATED', event)) expect(nextStatus('NOT_GENERATED', event)).not.toBe('GENERATED');
    }
  });

  it('reaches GENERATED from NOT_GENERATED only after a successful run (every path of up to 5 events)', () => {
    // The queue remembers the status an item had when it was queued, as the service does.
    const kinds = ['queue', 'run-succeeded', 'run-failed', 'cancel', 'save-text'] as const;
    const walk = (from: AnalysisItemStatus, previous: AnalysisItemStatus | null, ran: boolean, depth: number) => {
      if (depth === 5) return;
      for (const kind of kinds) {
        const event: ItemEvent = kind === 'cancel' ? { type: 'cancel', previous } : { type: kind };
        if (!canTransition(from, event)) continue;
        const to = nextStatus(from, event);
        const hasRun = ran || kind === 'run-succeeded';
        if (to === 'GENERATED') expect(hasRun).toBe(true);
        walk(to, kind === 'queue' ? from : previous, hasRun, depth + 1);
      }
    };
    walk('NOT_GENERATED', null, false, 0);
    expect(analysisItemStatuses).toHaveLength(4);
  });

  it('derives the analysis status from the counts', () => {
    const counts = (...statuses: AnalysisItemStatus[]) => statuses.reduce((c, s) => addToCounts(c, s), emptyCounts());
    expect(analysisStatus(counts())).toBe('EMPTY');
    expect(analysisStatus(counts('GENERATED', 'WAITING', 'FAILED'))).toBe('GENERATING');
    expect(analysisStatus(counts('GENERATED', 'GENERATED'))).toBe('GENERATED');
    expect(analysisStatus(counts('GENERATED', 'FAILED'))).toBe('FAILED');
    expect(analysisStatus(counts('GENERATED', 'NOT_GENERATED'))).toBe('NOT_GENERATED');
    expect(counts('NOT_GENERATED', 'WAITING', 'GENERATED', 'FAILED')).toEqual({
      total: 4,
      notGenerated: 1,
      waiting: 1,
      generated: 1,
      failed: 1,
    });
  });
});
