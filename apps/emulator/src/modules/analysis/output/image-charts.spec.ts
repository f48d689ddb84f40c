import { departureBarsOption, footnote, IMAGE_SIZE, renderSvg, timeProfileOption } from './image-charts';
import { padded } from './image-geo';
import { jpegSize, pngSize, svgSize } from './image-size';

describe('image charts (ECharts SSR to SVG)', () => {
  it('draws one bar per unit coloured by sign, with the formatted labels and the footnote', () => {
    const svg = renderSvg(
      departureBarsOption({
        title: 'Rainfall departure, Jul–Oct 2025',
        subtitle: 'Jul–Oct 2025 · Departure (% vs 15YA)',
        lang: 'en',
        axisName: 'Departure (% vs 15YA)',
        signed: true,
        colors: { positive: '#15803d', negative: '#c2410c' },
        bars: [
          { code: 'NAM', label: 'North America', value: 6, text: '+6%' },
          { code: 'WEU', label: 'Western Europe', value: -12, text: '−12%' },
          { code: 'SAM', label: 'South America', value: 3, text: '+3%' },
        ],
      }),
      IMAGE_SIZE.departure_bars,
    );
    expect(svg).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<svg width="960" height="540"/);
    expect((svg.match(/fill="#15803d"/g) ?? []).length).toBe(2);
    expect((svg.match(/fill="#c2410c"/g) ?? []).length).toBe(1);
    for (const text of ['Rainfall departure, Jul–Oct 2025', '+6%', '−12%', 'Western Europe', footnote('en')])
      expect(svg).toContain(text);
  });

  it('draws one line per unit over the periods, gaps where a unit has no row', () => {
    const option = timeProfileOption({
      title: '气温时间序列',
      subtitle: '',
      lang: 'zh',
      axisName: '气温（℃）',
      decimals: 1,
      periods: ['2024年10月–2025年1月', '2025年1–4月', '2025年4–7月'],
      series: [
        { code: 'NAM', name: '北美洲', values: [1.234, 12.5, 22.04] },
        { code: 'WEU', name: '西欧', values: [null, 9.1, 18.3] },
      ],
    });
    expect((option.series as { data: unknown[] }[]).map((s) => s.data)).toEqual([
      [1.2, 12.5, 22],
      [null, 9.1, 18.3],
    ]);
    const svg = renderSvg(option, IMAGE_SIZE.time_profile);
    expect(svg).toContain('气温时间序列');
    expect(svg).toContain('北美洲');
    expect(svg).toContain(footnote('zh'));
  });

  it('pads a map view and keeps it on the globe', () => {
    expect(padded([[70, 8, 90, 30]])).toEqual([68, 6, 92, 32]);
    expect(padded([[-179, -80, 179, 84]])).toEqual([-180, -85, 180, 85]);
  });
});

describe('image sizes from headers', () => {
  it('reads SVG, PNG and JPEG sizes', () => {
    expect(svgSize('<svg width="960" height="540" viewBox="0 0 960 540">')).toEqual({ width: 960, height: 540 });
    expect(svgSize('<svg viewBox="0 0 300 200">')).toEqual({ width: 300, height: 200 });
    const png = Buffer.alloc(24);
    png.write('IHDR', 12, 'ascii');
    png.writeUInt32BE(640, 16);
    png.writeUInt32BE(480, 20);
    expect(pngSize(png)).toEqual({ width: 640, height: 480 });
    // SOI, an APP0 segment of 4 bytes, then SOF0 with height 120 and width 160.
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 4, 0, 0, 0xff, 0xc0, 0, 17, 8, 0, 120, 0, 160, 3, 0, 0]);
    expect(jpegSize(jpeg)).toEqual({ width: 160, height: 120 });
  });
});
