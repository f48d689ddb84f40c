import type { CropOverviewUnit } from '@cropwatch/contract';
import { askAssistantPath, countByCondition, departureTone, inSeason, plain, signed } from './crop-figures';

const unit = (over: Partial<CropOverviewUnit>): CropOverviewUnit =>
  ({ code: 'X', condition: 'favourable', stages: [], ...over }) as CropOverviewUnit;

describe('crop figures', () => {
  it('signs departures with a true minus and keeps zero unsigned', () => {
    expect(signed(12.4, '%')).toBe('+12%');
    expect(signed(-0.44, ' °C', 1)).toBe('−0.4 °C');
    expect(signed(0.2, '%')).toBe('0%');
    expect(signed(null, '%')).toBe('–');
    expect(plain(0.876, 2)).toBe('0.88');
    expect(plain(null)).toBe('–');
  });

  it('calls a departure flat within the threshold', () => {
    expect(departureTone(4, 5)).toBe('flat');
    expect(departureTone(-31, 5)).toBe('down');
    expect(departureTone(12, 5)).toBe('up');
    expect(departureTone(null, 5)).toBe('flat');
  });

  it('drops crops that are out of season and counts conditions', () => {
    const u = unit({
      stages: [
        { crop: 'wheat', cropSeason: 'rabi', stages: ['out_of_season'] },
        { crop: 'rice', cropSeason: 'kharif', stages: ['heading', 'harvest'] },
      ],
    });
    expect(inSeason(u).map((s) => s.crop)).toEqual(['rice']);
    expect(countByCondition([u, unit({ condition: 'poor' }), unit({ condition: 'poor' })])).toEqual({
      exceptional: 0,
      favourable: 1,
      watch: 0,
      poor: 2,
    });
  });

  it('puts the question into the chat link, encoded', () => {
    expect(askAssistantPath('印度 7–10月?')).toBe(`/chat/assistant?q=${encodeURIComponent('印度 7–10月?')}`);
  });
});
