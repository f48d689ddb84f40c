import { fireEvent, screen } from '@testing-library/react';
import { renderWithI18n } from '../testing/render';
import { initialBasemap, isUsableService, tileUrl } from './basemaps';
import { MeasureMap } from './measure-map';

const SATELLITE = { url: 'https://tiles.example.test/img/{z}/{x}/{y}?tk={key}', key: 'a b' };

describe('MeasureMap', () => {
  beforeEach(() => {
    // The offline basemap is fetched from the app's origin; jsdom has none, and the overlays work without it.
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('offline in tests'));
  });
  afterEach(() => vi.restoreAllMocks());

  it('has no basemap buttons when no service is configured and says once that the offline basemap is in use', () => {
    renderWithI18n(<MeasureMap />, 'zh-CN');
    expect(screen.getByTestId('map-illustrative')).toHaveTextContent('正在使用离线底图');
    expect(screen.getAllByTestId('map-illustrative')).toHaveLength(1);
    expect(document.querySelector('.ant-segmented')).toBeNull();
    expect(screen.queryByText('卫星影像')).toBeNull();
    expect(document.querySelector('.leaflet-container')).not.toBeNull();
    expect(document.querySelector('.leaflet-tile-pane img')).toBeNull();
  });

  it('offers only the configured services next to the offline map', () => {
    renderWithI18n(<MeasureMap services={{ national: SATELLITE }} />, 'en-US');
    expect(screen.getByText('National map')).toBeInTheDocument();
    expect(screen.queryByText('Satellite')).toBeNull();
    expect(screen.queryByText('Global map')).toBeNull();
    expect(document.querySelectorAll('.ant-segmented-item')).toHaveLength(2);
  });

  it('shows a configured service first and switches to the offline map and back', () => {
    renderWithI18n(<MeasureMap services={{ satellite: SATELLITE }} />, 'en-US');
    expect(screen.queryByTestId('map-illustrative')).toBeNull();
    fireEvent.click(screen.getByText('Illustrative'));
    expect(screen.getByTestId('map-illustrative')).toHaveTextContent('Illustrative basemap');
    fireEvent.click(screen.getByText('Satellite'));
    expect(screen.queryByTestId('map-illustrative')).toBeNull();
  });

  it('toggles the measuring tools and shows the hint of the active one', () => {
    renderWithI18n(<MeasureMap />, 'en-US');
    fireEvent.click(screen.getByRole('button', { name: 'Distance' }));
    expect(screen.getByTestId('measure-result')).toHaveTextContent('Click the map to add measuring points');
    fireEvent.click(screen.getByRole('button', { name: 'Area' }));
    expect(screen.getByTestId('measure-result')).toHaveTextContent('at least 3');
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(screen.queryByTestId('measure-result')).toBeNull();
  });
});

describe('basemap configuration', () => {
  it('accepts only http(s) templates with the tile placeholders and fills the key', () => {
    expect(isUsableService(SATELLITE)).toBe(true);
    expect(isUsableService({ url: 'file:///tiles/{z}/{x}/{y}' })).toBe(false);
    expect(isUsableService({ url: 'https://x.test/tiles' })).toBe(false);
    expect(isUsableService(undefined)).toBe(false);
    expect(tileUrl(SATELLITE)).toBe('https://tiles.example.test/img/{z}/{x}/{y}?tk=a%20b');
    expect(initialBasemap({})).toBe('offline');
    expect(initialBasemap({ national: SATELLITE })).toBe('national');
  });
});
